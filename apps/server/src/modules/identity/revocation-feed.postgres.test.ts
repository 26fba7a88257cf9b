import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { bearer, getWithToken, LOGOUT_PATH, PROFILE_PATH, registerUser } from './identity-test-support.ts';

/** Two API instances on one PostgreSQL server: the multi-instance deployment of DESIGN.md. */
describe.skipIf(!process.env.DATABASE_URL)(
  'logout on one instance, with the revocation feed (PostgreSQL)',
  () => {
    let t: TestApp;
    let other: App;
    beforeAll(async () => {
      t = await buildTestApp({ rateLimitsEnabled: false });
      other = await buildApp(t.config, { db: t.database });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await t?.close();
    });

    it('refuses the token on the other instance at once, though that one had just accepted it', async () => {
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
