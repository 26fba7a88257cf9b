import { profileApi } from '@hearth/domain/api/profile-api';
import { zProfile } from '@hearth/domain/profile/profile-dto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreezableRelay, startFreezableRelay } from '../../../test/freezable-relay.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import { type App, buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  bearer,
  getWithToken,
  LOGOUT_PATH,
  PROFILE_PATH,
  registerUser,
} from '../identity/identity-test-support.ts';

async function profileOf(app: App, jwt: string) {
  const response = await getWithToken(app, PROFILE_PATH, jwt);
  expect(response.statusCode).toBe(200);
  return zProfile.parse(response.json());
}

/** Two API instances on one PostgreSQL server, each with its own pool: the deployment of DESIGN.md. */
describe.skipIf(!process.env.DATABASE_URL)(
  'API-010: the remembered profile on two instances (PostgreSQL)',
  () => {
    const instances = useSecondInstance(() => buildTestApp({ rateLimitsEnabled: false }));

    it('instance A answers the language and phone instance B wrote, and its profile to no one else', async () => {
      const { t, other: a } = instances;
      const ana = await registerUser(t.app);
      const bob = await registerUser(t.app);
      for (const user of [ana, bob, ana, bob]) {
        expect((await profileOf(a, user.jwt)).email).toBe(user.email);
      }

      const changed = await injectEndpoint(t.app, profileApi.setLanguage, {
        token: ana.jwt,
        payload: { language: 'es' },
      });
      expect(changed.statusCode).toBe(200);
      await expect.poll(async () => (await profileOf(a, ana.jwt)).language, { timeout: 5_000 }).toBe('es');

      await t.db
        .update(profiles)
        .set({ phoneNumbers: [{ type: 'MOBILE', number: '2125550177' }] })
        .where(eq(profiles.identityUuid, ana.identityUuid));
      await expect
        .poll(async () => (await profileOf(a, ana.jwt)).phoneNumbers, { timeout: 5_000 })
        .toEqual([{ type: 'MOBILE', number: '2125550177' }]);
      expect(await profileOf(a, bob.jwt)).toMatchObject({ email: bob.email, language: 'en' });
    });

    it('refuses on instance A a token logged out on instance B, though A remembers its profile', async () => {
      const { t, other: a } = instances;
      const { jwt } = await registerUser(t.app);
      await profileOf(a, jwt);
      await profileOf(a, jwt);
      const loggedOut = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
      expect(loggedOut.statusCode).toBe(200);
      await expect
        .poll(async () => (await getWithToken(a, PROFILE_PATH, jwt)).statusCode, { timeout: 5_000 })
        .toBe(401);
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)(
  'API-010: the remembered profile while the notification feed is stalled (PostgreSQL)',
  () => {
    let t: TestApp;
    let relay: FreezableRelay;
    let a: App;
    let aDatabase: DatabaseHandle;
    beforeAll(async () => {
      t = await buildTestApp({ rateLimitsEnabled: false });
      const url = t.config.databaseUrl as string;
      relay = await startFreezableRelay(url);
      // Instance A reads through its own pool, straight to the server, and hears notifications
      // through the relay.
      aDatabase = await createDatabase({ databaseUrl: url });
      a = await buildApp({ ...t.config, databaseUrl: relay.urlThrough(url) }, { db: aDatabase });
      await a.ready();
    });
    afterAll(async () => {
      await a?.close();
      await aDatabase?.close();
      await relay?.close();
      await t?.close();
    });

    it('reads the table once the feed is lost, so a write it could not hear is answered', async () => {
      const { jwt, identityUuid } = await registerUser(t.app);
      expect((await profileOf(a, jwt)).language).toBe('en');
      expect((await profileOf(a, jwt)).language).toBe('en');

      relay.freeze();
      await t.db.update(profiles).set({ language: 'es' }).where(eq(profiles.identityUuid, identityUuid));
      await expect
        .poll(async () => (await profileOf(a, jwt)).language, { timeout: 10_000, interval: 250 })
        .toBe('es');

      // The feed comes back through a new connection; what it remembers from then on is kept honest.
      await t.db.update(profiles).set({ language: 'en' }).where(eq(profiles.identityUuid, identityUuid));
      await expect
        .poll(async () => (await profileOf(a, jwt)).language, { timeout: 10_000, interval: 250 })
        .toBe('en');
    });
  },
);
