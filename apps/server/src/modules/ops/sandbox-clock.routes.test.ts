import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { now } from '../../lifecycle/clock.ts';
import { readAuditRow } from '../audit/audit.repository.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { hashPassword } from '../identity/password.ts';
import { seedStaffUser } from '../staff/staff-seed.ts';
import { enrolAndSignIn } from '../staff/staff-test-support.ts';
import { staffRequest, useTestAppWithStaff } from './ops-test-support.ts';

const HOUR = 60 * 60 * 1000;

const suite = useTestAppWithStaff();

describe('GET|POST /ops/api/v1/sandbox/clock', () => {
  it('starts at wall time, moves forward by days and hours, and the lifecycle clock follows; audited', async () => {
    const initial = await staffRequest(suite.t.app, suite.staffJwt, opsApi.clock);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({ offsetMs: 0 });

    const moved = await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
      payload: { advanceDays: 3 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ offsetMs: 72 * HOUR });

    await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
      payload: { advanceHours: 5 },
    });
    const read = await staffRequest(suite.t.app, suite.staffJwt, opsApi.clock);
    expect(read.json()).toMatchObject({ offsetMs: 77 * HOUR });
    // What waiting periods read: at least 77 hours ahead of the wall clock taken before the call.
    const before = Date.now();
    expect((await now(suite.t.db)).getTime() - before).toBeGreaterThanOrEqual(77 * HOUR);

    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ops.sandbox-clock-advanced'));
    expect(audit.map((event) => readAuditRow(event).payload)).toEqual([
      { advancedMs: 72 * HOUR, offsetMs: 72 * HOUR },
      { advancedMs: 5 * HOUR, offsetMs: 77 * HOUR },
    ]);
  });

  it.each([{}, { advanceDays: -1 }, { advanceHours: 0 }, { advanceWeeks: 1 }])(
    'refuses %o with 400',
    async (body) => {
      const response = await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('the sandbox clock in production', () => {
  it('is refused (403) and never moves', async () => {
    const production = await buildIdentityTestApp({ isProduction: true });
    try {
      const jwt = await loginAsStaffInProduction(production);
      const read = await staffRequest(production.app, jwt, opsApi.clock);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ errors: ['The sandbox clock is not available in production'] });
      const advance = await staffRequest(production.app, jwt, opsApi.advanceClock, {
        payload: { advanceDays: 3 },
      });
      expect(advance.statusCode).toBe(403);
      expect((await now(production.db)).getTime() - Date.now()).toBeLessThan(HOUR);
    } finally {
      await production.close();
    }
  });
});

/**
 * In production the sandbox user is not seeded: provision one as OPS_EMAIL / OPS_PASSWORD_HASH would;
 * their first log-in enrols an authenticator.
 */
async function loginAsStaffInProduction(production: TestApp): Promise<string> {
  const email = 'ops@lender.example';
  const app = {
    ...production.app,
    config: { ...production.config, opsStaff: { email, passwordHash: await hashPassword('prod-secret') } },
  };
  await seedStaffUser(app as unknown as typeof production.app);
  return (await enrolAndSignIn(production.app, email, 'prod-secret')).jwt;
}
