import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { STEP_QUEUE } from '../db/job-queues.ts';
import { applicationTimeline, helocApplications } from '../db/schema/index.ts';
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

export interface StepJobRow {
  step: string;
  seq: number;
  reason: string;
  /** pg-boss's state: created, retry, active, completed, cancelled, failed. */
  state: string;
  retryCount: number;
  /** What the run answered (execute-step-job.ts), or the error of a failed attempt. */
  output: { outcome?: string; event?: string; note?: string; message?: string } | null;
  singletonKey: string | null;
  /** Whether the job may start now (false for a waiting handler's next look). */
  due: boolean;
}

/** The application's step jobs in pg-boss's queue (archived ones included), oldest first. */
export async function readStepJobs(db: Db, uuid: string, seq?: number): Promise<StepJobRow[]> {
  const bySeq = seq === undefined ? sql`` : sql`and (data->>'seq')::int = ${seq}`;
  const columns = sql`data->>'step' as step, (data->>'seq')::int as seq, data->>'reason' as reason, state::text as state,
    retry_count as "retryCount", output, singleton_key as "singletonKey", start_after <= now() as due, created_on`;
  const where = sql`where name = ${STEP_QUEUE} and data->>'applicationUuid' = ${uuid} ${bySeq}`;
  const result = await db.execute(
    sql`select * from (select ${columns} from pgboss.job ${where} union all select ${columns} from pgboss.archive ${where}) jobs order by created_on`,
  );
  const { rows } = result as { rows: Array<StepJobRow & { created_on: unknown }> };
  return rows.map(({ created_on: _created, ...row }) => row);
}

export interface StepVisit {
  seq: number;
  step: string;
  /** DONE: a run moved the application on; WAITING: the last run waits; PENDING: no run finished yet. */
  state: 'DONE' | 'WAITING' | 'PENDING';
  /** Runs of the handler that finished (moved or waited). */
  runs: number;
  /** Failed attempts pg-boss retried. */
  attempts: number;
  /** The last finished run's note (no handler for the step…). */
  note: string | undefined;
  jobs: StepJobRow[];
}

/** The application's JOB step visits as their jobs tell them, in order. */
export async function readStepVisits(db: Db, uuid: string, seq?: number): Promise<StepVisit[]> {
  const visits = new Map<number, StepVisit>();
  for (const job of await readStepJobs(db, uuid, seq)) {
    const visit = visits.get(job.seq) ?? {
      seq: job.seq,
      step: job.step,
      state: 'PENDING',
      runs: 0,
      attempts: 0,
      note: undefined,
      jobs: [],
    };
    visit.jobs.push(job);
    visit.attempts += job.retryCount;
    const outcome = job.state === 'completed' ? job.output?.outcome : undefined;
    if (outcome === 'MOVED' || outcome === 'WAITING') {
      visit.runs += 1;
      visit.note = job.output?.note;
      if (visit.state !== 'DONE') {
        visit.state = outcome === 'MOVED' ? 'DONE' : 'WAITING';
      }
    }
    visits.set(job.seq, visit);
  }
  return [...visits.values()].sort((a, b) => a.seq - b.seq);
}
