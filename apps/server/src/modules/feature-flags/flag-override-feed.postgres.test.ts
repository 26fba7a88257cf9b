import { opsApi } from '@hearth/domain/api/ops-api';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import type { App } from '../../app.ts';
import { loginAsStaff, staffRequest } from '../ops/ops-test-support.ts';

const FLAG = 'fe-heloc-redesign-2025';

/** Two API instances on one PostgreSQL server, each with its own pool and its own DATA_DIR. */
describe.skipIf(!process.env.DATABASE_URL)('a flag override set through one instance (PostgreSQL)', () => {
  const instances = useSecondInstance(() => buildTestApp({ rateLimitsEnabled: false }));

  const isEnabledOn = async (app: App) =>
    (
      await injectEndpoint(app, featureFlagsApi.feature, {
        params: { context: 'heloc' },
        headers: { 'x-org': 'hearth' },
        payload: { featureKey: FLAG, optimizeUser: { trackerId: 't-1' } },
      })
    ).json<{ enabled: boolean }>().enabled;

  it('reaches the other instance, though that one had just answered the old value', async () => {
    expect(await isEnabledOn(instances.other)).toBe(true);
    expect(await isEnabledOn(instances.other)).toBe(true);
    const jwt = await loginAsStaff(instances.t.app);
    const set = await staffRequest(instances.t.app, jwt, opsApi.setFlagOverride, {
      params: { scope: 'hearth', flagKey: FLAG },
      payload: { enabled: false },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect.poll(() => isEnabledOn(instances.other), { timeout: 5_000 }).toBe(false);

    await staffRequest(instances.t.app, jwt, opsApi.clearFlagOverride, {
      params: { scope: 'hearth', flagKey: FLAG },
    });
    await expect.poll(() => isEnabledOn(instances.other), { timeout: 5_000 }).toBe(true);
  });
});
