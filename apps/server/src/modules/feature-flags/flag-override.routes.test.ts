import { opsApi } from '@hearth/domain/api/ops-api';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents, featureFlagOverrides } from '../../db/schema/index.ts';
import { readAuditRow } from '../audit/audit.repository.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { createTestStaff, loginStaffWithSecret } from '../staff/staff-test-support.ts';

const suite = useTestAppWithStaff();
const FLAG = 'fe-heloc-redesign-2025';

const isEnabled = async (org: string) =>
  (
    await injectEndpoint(suite.t.app, featureFlagsApi.feature, {
      params: { context: 'heloc' },
      headers: { 'x-org': org },
      payload: { featureKey: FLAG, optimizeUser: { trackerId: 't-1' } },
    })
  ).json<{ enabled: boolean }>().enabled;

const setOverride = (scope: string, body: object, jwt = suite.staffJwt, flagKey = FLAG) =>
  staffRequest(suite.t.app, jwt, opsApi.setFlagOverride, { params: { scope, flagKey }, payload: body });

const clearOverride = (scope: string, jwt = suite.staffJwt) =>
  staffRequest(suite.t.app, jwt, opsApi.clearFlagOverride, { params: { scope, flagKey: FLAG } });

async function loginAs(role: StaffRole, orgCodes: string[] = []): Promise<string> {
  return loginStaffWithSecret(suite.t.app, await createTestStaff(suite.t.app, { role, orgCodes }));
}

describe('feature-flag overrides set by staff (ops API)', () => {
  it('switch a flag for one lender at once, list it, audit it, and clearing restores the default', async () => {
    expect(await isEnabled('hearth')).toBe(true);
    const bluewaterBefore = await isEnabled('bluewater-cu');
    const set = await setOverride('hearth', { enabled: false });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ scope: 'hearth', flagKey: FLAG, enabled: false, variables: null });
    expect(await isEnabled('hearth')).toBe(false);
    expect(await isEnabled('bluewater-cu')).toBe(bluewaterBefore);

    const list = await staffRequest(suite.t.app, suite.staffJwt, opsApi.flagOverrides);
    expect(list.json().overrides).toEqual([
      expect.objectContaining({ scope: 'hearth', flagKey: FLAG, enabled: false }),
    ]);

    const cleared = await clearOverride('hearth');
    expect(cleared.statusCode).toBe(204);
    expect(await isEnabled('hearth')).toBe(true);

    const audit = await suite.t.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, 'ops.flag-override-%'));
    expect(audit.map((row) => [row.action, readAuditRow(row).payload])).toEqual([
      ['ops.flag-override-set', { scope: 'hearth', flagKey: FLAG, enabled: false }],
      ['ops.flag-override-cleared', { scope: 'hearth', flagKey: FLAG }],
    ]);
  });

  it('a `*` override reaches every lender, and a lender override beats it', async () => {
    await setOverride('*', { enabled: false });
    await setOverride('hearth', { enabled: true });
    expect(await isEnabled('hearth')).toBe(true);
    expect(await isEnabled('bluewater-cu')).toBe(false);
    await clearOverride('*');
    await clearOverride('hearth');
  });

  it('replaces variables without touching the rest of the flag', async () => {
    const set = await setOverride(
      'silverpine',
      { variables: { message: 'Back at noon' } },
      suite.staffJwt,
      'fe-heloc-maintenance',
    );
    expect(set.statusCode, set.body).toBe(200);
    const decision = await injectEndpoint(suite.t.app, featureFlagsApi.decision, {
      params: { context: 'heloc' },
      headers: { 'x-org': 'silverpine' },
      payload: { featureKey: 'fe-heloc-maintenance', optimizeUser: { trackerId: 't-1' } },
    });
    expect(decision.json().decisions[0]).toMatchObject({
      enabled: false,
      variables: { message: 'Back at noon' },
    });
  });

  it('is refused to staff without the lender-settings permission, and nothing changes', async () => {
    const managerJwt = await loginAs('MANAGER');
    const refused = await setOverride('hearth', { enabled: false }, managerJwt);
    expect(refused.statusCode).toBe(403);
    expect(await isEnabled('hearth')).toBe(true);
    expect((await clearOverride('hearth', managerJwt)).statusCode).toBe(403);
  });

  it('lets an administrator limited to some lenders set only theirs', async () => {
    const limitedJwt = await loginAs('ADMIN', ['silverpine']);
    expect((await setOverride('hearth', { enabled: false }, limitedJwt)).statusCode).toBe(404);
    expect((await setOverride('*', { enabled: false }, limitedJwt)).statusCode).toBe(403);
    expect(await isEnabled('hearth')).toBe(true);
    const own = await setOverride('silverpine', { enabled: true }, limitedJwt);
    expect(own.statusCode, own.body).toBe(200);
    expect((await clearOverride('silverpine', limitedJwt)).statusCode).toBe(204);
  });

  it.each([
    { name: 'an unknown lender', scope: 'no-such-lender', body: { enabled: true }, status: 404 },
    { name: 'an empty body', scope: 'hearth', body: {}, status: 400 },
    { name: 'a scope that is not an org code', scope: 'Hearth!', body: { enabled: true }, status: 400 },
    {
      name: 'variables of the wrong kind',
      scope: 'hearth',
      body: { variables: { a: { b: 1 } } },
      status: 400,
    },
  ])('refuses $name with $status and writes nothing', async ({ scope, body, status }) => {
    const response = await setOverride(scope, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors).toEqual(expect.any(Array));
    const rows = await suite.t.db
      .select()
      .from(featureFlagOverrides)
      .where(eq(featureFlagOverrides.flagKey, FLAG));
    expect(rows).toEqual([]);
  });

  it('refuses an unknown flag (400) and clearing what is not set (404)', async () => {
    expect((await setOverride('hearth', { enabled: true }, suite.staffJwt, 'no-such-flag')).statusCode).toBe(
      400,
    );
    expect((await clearOverride('hearth')).statusCode).toBe(404);
  });

  it('needs a staff token', async () => {
    const response = await injectEndpoint(suite.t.app, opsApi.setFlagOverride, {
      params: { scope: 'hearth', flagKey: FLAG },
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(401);
  });
});
