import { opsApi } from '@hearth/domain/api/ops-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig, type TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { ConfigError } from '../../config/env.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { hashPassword } from '../identity/password.ts';
import { SANDBOX_STAFF, seedStaffUser } from './staff-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

type AppLike = typeof t.app;
const withConfig = (config: Partial<typeof t.config>) =>
  ({ ...t.app, config: { ...t.config, ...config } }) as unknown as AppLike;

function login(email: string, password: string) {
  return injectEndpoint(t.app, opsApi.login, { payload: { email, password } });
}

describe('the staff user at start-up', () => {
  it('is not seeded in production without OPS_EMAIL / OPS_PASSWORD_HASH', async () => {
    await seedStaffUser(withConfig({ isProduction: true, opsStaff: undefined }));
    expect(await t.db.select().from(staffUsers)).toEqual([]);
  });

  it('is the sandbox user outside production, seeded once by the demo seed', async () => {
    await Promise.all([seedDemoData(t.app), seedDemoData(t.app)]);
    await seedDemoData(t.app);
    expect(await t.db.select().from(staffUsers)).toHaveLength(1);
    expect((await login(SANDBOX_STAFF.email, SANDBOX_STAFF.password)).statusCode).toBe(200);
  });

  it('comes from OPS_EMAIL / OPS_PASSWORD_HASH in production; a new hash replaces the old password', async () => {
    const email = 'Lead.Ops@lender.example';
    await seedStaffUser(
      withConfig({
        isProduction: true,
        opsStaff: { email, passwordHash: await hashPassword('first-secret') },
      }),
    );
    expect((await login('lead.ops@lender.example', 'first-secret')).statusCode).toBe(200);

    await seedStaffUser(
      withConfig({
        isProduction: true,
        opsStaff: { email, passwordHash: await hashPassword('second-secret') },
      }),
    );
    expect((await login(email, 'first-secret')).statusCode).toBe(401);
    expect((await login(email, 'second-secret')).statusCode).toBe(200);
  });
});

describe('OPS_EMAIL / OPS_PASSWORD_HASH configuration', () => {
  it('accepts the pair and exposes it as config.opsStaff', async () => {
    const passwordHash = await hashPassword('a-secret');
    const config = createTestConfig({ OPS_EMAIL: 'ops@lender.example', OPS_PASSWORD_HASH: passwordHash });
    expect(config.opsStaff).toEqual({ email: 'ops@lender.example', passwordHash });
    expect(createTestConfig().opsStaff).toBeUndefined();
  });

  it.each([
    [{ OPS_EMAIL: 'ops@lender.example' }, 'OPS_PASSWORD_HASH'],
    [{ OPS_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g' }, 'OPS_EMAIL'],
    [
      { OPS_EMAIL: 'not-an-email', OPS_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' },
      'OPS_EMAIL',
    ],
    [{ OPS_EMAIL: 'ops@lender.example', OPS_PASSWORD_HASH: 'plain-text-password' }, 'OPS_PASSWORD_HASH'],
  ])('stops start-up naming the variable: %o', (env, variable) => {
    expect(() => createTestConfig(env)).toThrow(ConfigError);
    expect(() => createTestConfig(env)).toThrow(variable);
  });
});
