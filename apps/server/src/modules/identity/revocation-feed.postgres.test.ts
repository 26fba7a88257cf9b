import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreezableRelay, startFreezableRelay } from '../../../test/freezable-relay.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import { type App, buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bearer, getWithToken, LOGOUT_PATH, PROFILE_PATH, registerUser } from './identity-test-support.ts';

/** Two API instances on one PostgreSQL server: the multi-instance deployment of DESIGN.md. */
describe.skipIf(!process.env.DATABASE_URL)(
  'logout on one instance, with the revocation feed (PostgreSQL)',
  () => {
    // Its own pool: the other instance hears the logout only through the notification feed.
    const instances = useSecondInstance(() => buildTestApp({ rateLimitsEnabled: false }));

    it('refuses the token on the other instance at once, though that one had just accepted it', async () => {
      const { t, other } = instances;
      const { jwt } = await registerUser(t.app);
      expect((await getWithToken(other, PROFILE_PATH, jwt)).statusCode).toBe(200);
      expect((await getWithToken(other, PROFILE_PATH, jwt)).statusCode).toBe(200);

      const loggedOut = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
      expect(loggedOut.statusCode).toBe(200);
      await expect
        .poll(async () => (await getWithToken(other, PROFILE_PATH, jwt)).statusCode, { timeout: 5_000 })
        .toBe(401);
      expect((await getWithToken(t.app, PROFILE_PATH, jwt)).statusCode).toBe(401);
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)(
  "logout on one instance while the other one's feed is stalled (PostgreSQL)",
  () => {
    let t: TestApp;
    let relay: FreezableRelay;
    let other: App;
    let otherDatabase: DatabaseHandle;
    beforeAll(async () => {
      t = await buildTestApp({ rateLimitsEnabled: false });
      const url = t.config.databaseUrl as string;
      relay = await startFreezableRelay(url);
      // The other instance has its own pool, straight to the server, and hears notifications
      // through the relay.
      otherDatabase = await createDatabase({ databaseUrl: url });
      other = await buildApp({ ...t.config, databaseUrl: relay.urlThrough(url) }, { db: otherDatabase });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
      await relay?.close();
      await t?.close();
    });

    it('stops trusting its memory within seconds, so the logged-out token is refused there', async () => {
      const { jwt } = await registerUser(t.app);
      expect((await getWithToken(other, PROFILE_PATH, jwt)).statusCode).toBe(200);
      expect((await getWithToken(other, PROFILE_PATH, jwt)).statusCode).toBe(200);

      relay.freeze();
      const loggedOut = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
      expect(loggedOut.statusCode).toBe(200);
      await expect
        .poll(async () => (await getWithToken(other, PROFILE_PATH, jwt)).statusCode, {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(401);
    });
  },
);
