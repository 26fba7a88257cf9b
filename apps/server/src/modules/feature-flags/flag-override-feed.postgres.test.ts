import { opsApi } from '@hearth/domain/api/ops-api';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { type App, buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { loginAsStaff, staffRequest } from '../ops/ops-test-support.ts';

const FLAG = 'fe-heloc-redesign-2025';

/** Two API instances on one PostgreSQL server, each with its own pool and its own DATA_DIR. */
describe.skipIf(!process.env.DATABASE_URL)('a flag override set through one instance (PostgreSQL)', () => {
  let t: TestApp;
  let other: App;
  let otherDatabase: DatabaseHandle;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitsEnabled: false });
    otherDatabase = await createDatabase({ databaseUrl: t.config.databaseUrl as string });
    other = await buildApp(t.config, { db: otherDatabase });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  const isEnabledOn = async (app: App) =>
    (
      await injectEndpoint(app, featureFlagsApi.feature, {
        params: { context: 'heloc' },
        headers: { 'x-org': 'hearth' },
        payload: { featureKey: FLAG, optimizeUser: { trackerId: 't-1' } },
      })
    ).json<{ enabled: boolean }>().enabled;

  it('reaches the other instance, though that one had just answered the old value', async () => {
    expect(await isEnabledOn(other)).toBe(true);
    expect(await isEnabledOn(other)).toBe(true);
    const jwt = await loginAsStaff(t.app);
    const set = await staffRequest(t.app, jwt, opsApi.setFlagOverride, {
      params: { scope: 'hearth', flagKey: FLAG },
      payload: { enabled: false },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect.poll(() => isEnabledOn(other), { timeout: 5_000 }).toBe(false);

    await staffRequest(t.app, jwt, opsApi.clearFlagOverride, { params: { scope: 'hearth', flagKey: FLAG } });
    await expect.poll(() => isEnabledOn(other), { timeout: 5_000 }).toBe(true);
  });
});
