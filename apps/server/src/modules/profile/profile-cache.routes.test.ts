import { profileApi } from '@hearth/domain/api/profile-api';
import { zProfile } from '@hearth/domain/profile/profile-dto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { type App, buildApp } from '../../app.ts';
import { profiles } from '../../db/schema/index.ts';
import {
  bearer,
  getWithToken,
  LOGOUT_PATH,
  PROFILE_PATH,
  registerUser,
  useTestAppWithBorrowers,
} from '../identity/identity-test-support.ts';
import { PROFILE_CHANGED_CHANNEL } from './profile-cache.ts';

const suite = useTestAppWithBorrowers('ana', 'bob');
/** A second API instance on the same database (and, on PGlite, the same embedded instance). */
let other: App;
beforeAll(async () => {
  other = await buildApp(suite.t.config, { db: suite.t.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
});

async function profileOf(app: App, jwt: string) {
  const response = await getWithToken(app, PROFILE_PATH, jwt);
  expect(response.statusCode).toBe(200);
  return zProfile.parse(response.json());
}

function setMobile(identityUuid: string, number: string) {
  return suite.t.db
    .update(profiles)
    .set({ phoneNumbers: [{ type: 'MOBILE', number }] })
    .where(eq(profiles.identityUuid, identityUuid));
}

describe('API-010 GET /service-profile/api/v1/profile answered from memory (decision 037)', () => {
  it('answers the same bytes and headers from memory as from the table', async () => {
    const { jwt, identityUuid } = await registerUser(suite.t.app);
    await suite.t.db
      .update(profiles)
      .set({ firstName: 'Zoë', lastName: 'O’Brien "Jr"', language: 'es' })
      .where(eq(profiles.identityUuid, identityUuid));
    const fromTable = await getWithToken(suite.t.app, PROFILE_PATH, jwt);
    const fromMemory = await getWithToken(suite.t.app, PROFILE_PATH, jwt);

    expect(fromTable.statusCode).toBe(200);
    expect(fromMemory.rawPayload.equals(fromTable.rawPayload)).toBe(true);
    expect(fromMemory.body).toBe(JSON.stringify(zProfile.parse(fromTable.json())));
    for (const header of ['content-type', 'content-length', 'content-security-policy', 'x-frame-options']) {
      expect(fromMemory.headers[header], header).toBe(fromTable.headers[header]);
    }
    expect(fromMemory.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fromMemory.json()).toMatchObject({ name: { firstName: 'Zoë' }, language: 'es' });
  });

  it('never answers one borrower with another’s remembered profile', async () => {
    for (const app of [suite.t.app, suite.t.app, other]) {
      expect((await profileOf(app, suite.ana.jwt)).email).toBe(suite.ana.email);
      expect((await profileOf(app, suite.bob.jwt)).email).toBe(suite.bob.email);
    }
  });

  it('shows the borrower’s own language change on the next read, on this instance and the other', async () => {
    for (const app of [suite.t.app, other, suite.t.app, other]) {
      expect((await profileOf(app, suite.ana.jwt)).language).toBe('en');
    }
    const changed = await injectEndpoint(suite.t.app, profileApi.setLanguage, {
      token: suite.ana.jwt,
      payload: { language: 'es' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profileOf(suite.t.app, suite.ana.jwt)).language).toBe('es');
    await expect
      .poll(async () => (await profileOf(other, suite.ana.jwt)).language, { timeout: 5_000 })
      .toBe('es');
    expect((await profileOf(other, suite.bob.jwt)).language).toBe('en');
  });

  it('shows any write to the profiles table, whoever made it (the table’s trigger notifies)', async () => {
    const { jwt, identityUuid } = await registerUser(suite.t.app);
    await profileOf(other, jwt);
    await profileOf(other, jwt);
    await setMobile(identityUuid, '2125550199');
    await expect
      .poll(async () => (await profileOf(other, jwt)).phoneNumbers, { timeout: 5_000 })
      .toEqual([{ type: 'MOBILE', number: '2125550199' }]);
    // A hand-written fix in SQL is heard as well.
    await suite.t.db.execute(
      sql`update profiles set first_name = 'Grace', has_ssn = true where identity_uuid = ${identityUuid}`,
    );
    await expect
      .poll(
        async () => {
          const profile = await profileOf(other, jwt);
          return [profile.name.firstName, profile.hasSsn];
        },
        { timeout: 5_000 },
      )
      .toEqual(['Grace', true]);
  });

  it('hears the channel’s notification alone, as another process’s write arrives', async () => {
    const { jwt, identityUuid } = await registerUser(suite.t.app);
    await profileOf(other, jwt);
    // The row changes without the trigger (as a replica's apply would), then the notification alone.
    await suite.t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table profiles disable trigger profiles_changed`);
      await tx.execute(sql`update profiles set last_name = 'Hopper' where identity_uuid = ${identityUuid}`);
      await tx.execute(sql`alter table profiles enable trigger profiles_changed`);
    });
    expect((await profileOf(other, jwt)).name.lastName).toBeNull();
    await suite.t.db.execute(sql`select pg_notify(${PROFILE_CHANGED_CHANNEL}, ${identityUuid})`);
    await expect
      .poll(async () => (await profileOf(other, jwt)).name.lastName, { timeout: 5_000 })
      .toBe('Hopper');
  });

  it('still refuses a logged-out token on both instances, though its profile is remembered', async () => {
    const { jwt } = await registerUser(suite.t.app);
    await profileOf(suite.t.app, jwt);
    await profileOf(other, jwt);
    const loggedOut = await other.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
    expect(loggedOut.statusCode).toBe(200);
    await expect
      .poll(async () => (await getWithToken(suite.t.app, PROFILE_PATH, jwt)).statusCode, { timeout: 5_000 })
      .toBe(401);
    expect((await getWithToken(other, PROFILE_PATH, jwt)).statusCode).toBe(401);
  });
});
