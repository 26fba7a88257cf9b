import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { applicationTimeline, helocApplications, profiles } from '../../db/schema/index.ts';
import { type SeededApplication, seedApplication } from './ops-test-support.ts';

/** Test helpers for the pipeline and queue suites (not used by the server). */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY_MS - hours * 60 * 60 * 1000);

/**
 * An application as the pipeline sees it: created `createdDaysAgo` days ago, at `serverStep` since
 * `enteredDaysAgo` days ago (one move on its timeline), for an amount.
 */
export async function seedPipelineApplication(
  app: App,
  options: {
    org?: string;
    serverStep?: string;
    firstName?: string;
    lastName?: string;
    email?: string;
    createdDaysAgo?: number;
    enteredDaysAgo?: number;
    amount?: number;
  } = {},
): Promise<SeededApplication> {
  const serverStep = options.serverStep ?? 'OFFER_SELECTION';
  const created = daysAgo(options.createdDaysAgo ?? 1);
  const seeded = await seedApplication(app, {
    serverStep,
    createdDate: created,
    ...(options.org ? { org: options.org } : {}),
    ...(options.lastName ? { lastName: options.lastName } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  if (options.firstName) {
    await app.db
      .update(profiles)
      .set({ firstName: options.firstName })
      .where(eq(profiles.identityUuid, seeded.borrower.identityUuid));
  }
  if (options.amount !== undefined) {
    await app.db
      .update(helocApplications)
      .set({ amount: String(options.amount) })
      .where(eq(helocApplications.uuid, seeded.uuid));
  }
  if (options.enteredDaysAgo !== undefined) {
    await app.db.insert(applicationTimeline).values({
      applicationUuid: seeded.uuid,
      seq: 1,
      at: daysAgo(options.enteredDaysAgo),
      actor: 'JOB',
      event: 'SEEDED',
      fromStep: 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      toStep: serverStep,
    });
  }
  return seeded;
}
