import { opsApi } from '@hearth/domain/api/ops-api';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { ConfigError } from '../../config/env.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { seedDemoData } from '../../db/seed.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { hashPassword } from '../identity/password.ts';
import { SANDBOX_STAFF, seedStaffUser } from './staff-seed.ts';

const suite = useTestApp(buildIdentityTestApp);

type AppLike = typeof suite.t.app;
const withConfig = (config: Partial<typeof suite.t.config>) =>
  ({ ...suite.t.app, config: { ...suite.t.config, ...config } }) as unknown as AppLike;

function login(email: string, password: string) {
  return injectEndpoint(suite.t.app, opsApi.login, { payload: { email, password } });
}

describe('the staff user at start-up', () => {
  it('is not seeded in production without OPS_EMAIL / OPS_PASSWORD_HASH', async () => {
    await seedStaffUser(withConfig({ isProduction: true, opsStaff: undefined }));
    expect(await suite.t.db.select().from(staffUsers)).toEqual([]);
  });

  it('is the sandbox user outside production, seeded once by the demo seed', async () => {
    await Promise.all([seedDemoData(suite.t.app), seedDemoData(suite.t.app)]);
    await seedDemoData(suite.t.app);
    expect(await suite.t.db.select().from(staffUsers)).toHaveLength(1);
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
