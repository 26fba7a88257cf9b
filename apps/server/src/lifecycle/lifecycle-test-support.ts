import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applicationTimeline, helocApplications, lifecycleStepJobs } from '../db/schema/index.ts';
import type { ApplicationPatch, ApplicationRecord } from './application-record.ts';

/** An application of `identityUuid` placed directly at `serverStep` (test support). */
export async function insertApplicationAt(
  db: Db,
  identityUuid: string,
  serverStep: string,
  extra: ApplicationPatch = {},
): Promise<ApplicationRecord> {
  const [row] = await db
    .insert(helocApplications)
    .values({
      loanNumber: generateLoanNumber(),
      identityUuid,
      organizationCode: 'hearth',
      status: { checklistStatus: serverStep },
      serverStep,
      propertyState: 'OR',
      ...extra,
    })
    .returning();
  if (!row) {
    throw new Error('no application inserted');
  }
  return row;
}

export async function readApplication(db: Db, uuid: string): Promise<ApplicationRecord> {
  const [row] = await db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid));
  if (!row) {
    throw new Error(`no application ${uuid}`);
  }
  return row;
}

export async function readTimelineRows(db: Db, uuid: string) {
  return db
    .select()
    .from(applicationTimeline)
    .where(eq(applicationTimeline.applicationUuid, uuid))
    .orderBy(asc(applicationTimeline.seq));
}

export async function readStepJobs(db: Db, uuid: string, seq?: number) {
  const byApplication = eq(lifecycleStepJobs.applicationUuid, uuid);
  return db
    .select()
    .from(lifecycleStepJobs)
    .where(seq === undefined ? byApplication : and(byApplication, eq(lifecycleStepJobs.seq, seq)))
    .orderBy(asc(lifecycleStepJobs.seq));
}
