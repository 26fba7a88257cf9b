import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../../test/helpers.ts';
import { helocApplications } from '../../../../db/schema/index.ts';
import { buildCreateBody, postCreate } from '../../../../modules/application/create-heloc.test-support.ts';
import { registerUser } from '../../../../modules/identity/identity-test-support.ts';
import type { ApplicationPatch, ApplicationRecord } from '../../../application-record.ts';
import { transitionApplication } from '../../../transition-application.ts';
import { loadJobsConfig } from '../../jobs-config.ts';
import { STEP_JOBS } from '../../step-jobs.ts';

/** Sandbox vendors answer after this long in the tests. */
export const TEST_VENDOR_DELAY_MS = '30';

/** The app with the real STEP_JOBS, the sandbox providers and short job intervals. */
export async function buildLifecycleTestApp(): Promise<TestApp> {
  return buildTestApp(
    {
      rateLimitsEnabled: false,
      jobs: loadJobsConfig({ SANDBOX_VENDOR_DELAY_MS: TEST_VENDOR_DELAY_MS }, 'test'),
    },
    {
      beforeReady: (app) =>
        app.lifecycle.configure({
          enabled: true,
          handlers: STEP_JOBS,
          timing: { recheckIntervalMs: 60_000, retryDelaySeconds: 0, retryLimit: 3 },
        }),
    },
  );
}

export const AUSTIN = { street1: '456 Congress Ave', street2: '', city: 'Austin', state: 'TX', zip: '78701' };

/** A borrower registers and creates an application through the API, as the persona `lastName`. */
export async function createApplicationAs(
  t: TestApp,
  lastName: string,
  address?: typeof AUSTIN,
): Promise<{ uuid: string; jwt: string }> {
  const user = await registerUser(t.app);
  const body = buildCreateBody({}, { lastName, address });
  const response = await postCreate(t.app, user.jwt, body, { state: address?.state ?? 'OR' });
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return { uuid: response.json<{ uuid: string }>().uuid, jwt: user.jwt };
}

export async function readApplicationRow(t: TestApp, uuid: string): Promise<ApplicationRecord> {
  const [row] = await t.db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid));
  if (!row) {
    throw new Error(`no application ${uuid}`);
  }
  return row;
}

/**
 * Polls until the application rests on one of `steps` (the jobs run in the background). The cap
 * only stops a broken chain from hanging the suite; the assertion is on the step reached.
 */
export async function waitForStep(
  t: TestApp,
  uuid: string,
  steps: readonly string[],
  capMs = 15_000,
): Promise<ApplicationRecord> {
  const started = Date.now();
  for (;;) {
    const row = await readApplicationRow(t, uuid);
    if (steps.includes(row.serverStep) || Date.now() - started > capMs) {
      return row;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A borrower's write as the journey endpoints make it: the move (and its columns) in one transaction. */
export async function moveAsBorrower(
  t: TestApp,
  uuid: string,
  event: StepEvent,
  applicationPatch?: ApplicationPatch,
): Promise<void> {
  await t.db.transaction((tx) =>
    transitionApplication(tx, {
      uuid,
      event,
      actor: 'BORROWER',
      ...(applicationPatch ? { applicationPatch } : {}),
    }),
  );
}
