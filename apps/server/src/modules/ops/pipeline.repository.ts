import { stepsOfPhase } from '@hearth/domain/lifecycle/step-phase';
import { OPS_QUEUE_IDS, stepsOfQueue } from '@hearth/domain/ops/ops-queues';
import type { PipelineQuery } from '@hearth/domain/ops/pipeline';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationAssignments,
  applicationConditions,
  applicationTimeline,
  helocApplications,
  identities,
  profiles,
  staffUsers,
} from '../../db/schema/index.ts';
import { SANDBOX_PERSONAS } from '../../providers/sandbox/sandbox-persona.ts';
import type { ApplicationRow } from '../application/application.repository.ts';
import { readApplicationRow } from '../application/stored-application.ts';

export interface PipelineSearchRow {
  application: ApplicationRow;
  email: string;
  firstName: string | null;
  lastName: string | null;
  openConditions: number;
  stepEnteredAt: Date;
  assignee: { staffUuid: string; email: string; assignedAt: Date } | null;
}

/** Who is asking and what they may see: `lenders` empty = every lender. */
export interface PipelineScope {
  lenders: readonly string[];
  staffUuid: string;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PERSONA_NAMES = Object.keys(SANDBOX_PERSONAS).map((name) => name.toLowerCase());
const QUEUE_STEPS = OPS_QUEUE_IDS.flatMap((queue) => [...stepsOfQueue(queue)]);

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The applicant's name as staff search by it: the identity's first profile. */
const firstProfile = (column: typeof profiles.firstName | typeof profiles.lastName) => sql<string | null>`(
  select ${column} from ${profiles}
  where ${profiles.identityUuid} = ${helocApplications.identityUuid}
  order by ${profiles.createdAt} limit 1)`;
const firstNameOf = firstProfile(profiles.firstName);
const lastNameOf = firstProfile(profiles.lastName);

const openConditionsOf = sql<number>`(
  select count(*)::int from ${applicationConditions}
  where ${applicationConditions.applicationUuid} = ${helocApplications.uuid}
  and ${applicationConditions.status} <> 'RESOLVED')`;

/** The current step was entered by the application's last move; with none yet, at its creation. */
const stepEnteredAtOf = sql<Date>`coalesce((
  select ${applicationTimeline.at} from ${applicationTimeline}
  where ${applicationTimeline.applicationUuid} = ${helocApplications.uuid}
  order by ${applicationTimeline.seq} desc limit 1), ${helocApplications.createdDate})`;

/** A sandbox persona's application: the applicant's last name names one (providers/sandbox). */
const isSandboxPersona = sql`coalesce(lower(trim(${lastNameOf})), '') in (${sql.join(
  PERSONA_NAMES.map((name) => sql`${name}`),
  sql`, `,
)})`;

function scopeFilter(scope: PipelineScope, org: string | undefined): SQL | undefined {
  return and(
    scope.lenders.length > 0 ? inArray(helocApplications.organizationCode, [...scope.lenders]) : undefined,
    org ? eq(helocApplications.organizationCode, org) : undefined,
  );
}

function assigneeFilter(assignee: PipelineQuery['assignee'], scope: PipelineScope): SQL | undefined {
  if (assignee === undefined) {
    return undefined;
  }
  if (assignee === 'unassigned') {
    return isNull(applicationAssignments.staffUuid);
  }
  return eq(applicationAssignments.staffUuid, assignee === 'me' ? scope.staffUuid : assignee);
}

function ageFilter(query: PipelineQuery, now: Date): SQL | undefined {
  // Age in whole days: at least `min` means created `min` days ago or earlier; at most `max` means
  // created less than `max + 1` days ago.
  return and(
    query.minAgeDays === undefined
      ? undefined
      : sql`${helocApplications.createdDate} <= ${new Date(now.getTime() - query.minAgeDays * DAY_MS)}`,
    query.maxAgeDays === undefined
      ? undefined
      : sql`${helocApplications.createdDate} > ${new Date(now.getTime() - (query.maxAgeDays + 1) * DAY_MS)}`,
  );
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const term = escapeLike(q);
  return or(
    sql`${helocApplications.loanNumber} ilike ${`${term}%`}`,
    sql`${identities.email} ilike ${`%${term}%`}`,
    sql`exists (select 1 from ${profiles} where ${profiles.identityUuid} = ${helocApplications.identityUuid}
      and (${profiles.firstName} ilike ${`${term}%`} or ${profiles.lastName} ilike ${`${term}%`}))`,
  );
}

/**
 * What staff can filter by honestly: dates of birth and SSNs are encrypted and never searchable.
 * Every filter narrows within the lenders the staff user works for.
 */
function buildFilter(query: PipelineQuery, scope: PipelineScope): SQL | undefined {
  return and(
    scopeFilter(scope, query.org),
    query.step ? eq(helocApplications.serverStep, query.step) : undefined,
    query.phase ? inArray(helocApplications.serverStep, stepsOfPhase(query.phase)) : undefined,
    query.queue ? inArray(helocApplications.serverStep, [...stepsOfQueue(query.queue)]) : undefined,
    ageFilter(query, scope.now),
    assigneeFilter(query.assignee, scope),
    query.sandbox === undefined ? undefined : query.sandbox ? isSandboxPersona : sql`not ${isSandboxPersona}`,
    searchFilter(query.q),
  );
}

function orderBy(query: PipelineQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const tieBreak = [asc(helocApplications.loanNumber), asc(helocApplications.uuid)];
  switch (query.sort) {
    case 'created':
      return [direction(helocApplications.createdDate), ...tieBreak];
    case 'updated':
      return [direction(helocApplications.updatedDate), ...tieBreak];
    case 'timeInStep':
      // Longest at the step first when descending: the earliest entry.
      return [(query.order === 'asc' ? desc : asc)(stepEnteredAtOf), ...tieBreak];
    case 'loanNumber':
      return [direction(helocApplications.loanNumber), asc(helocApplications.uuid)];
    case 'amount':
      return [
        query.order === 'asc'
          ? sql`${helocApplications.amount} asc nulls last`
          : sql`${helocApplications.amount} desc nulls last`,
        ...tieBreak,
      ];
  }
}

/** One page of the pipeline and how many applications match in all. */
export async function searchPipeline(
  db: Db,
  query: PipelineQuery,
  scope: PipelineScope,
): Promise<{ rows: PipelineSearchRow[]; total: number }> {
  const filter = buildFilter(query, scope);
  const rows = await db
    .select({
      application: helocApplications,
      email: identities.email,
      firstName: firstNameOf,
      lastName: lastNameOf,
      openConditions: openConditionsOf,
      stepEnteredAt: stepEnteredAtOf,
      assigneeUuid: applicationAssignments.staffUuid,
      assigneeEmail: staffUsers.email,
      assignedAt: applicationAssignments.assignedAt,
    })
    .from(helocApplications)
    .innerJoin(identities, eq(identities.uuid, helocApplications.identityUuid))
    .leftJoin(applicationAssignments, eq(applicationAssignments.applicationUuid, helocApplications.uuid))
    .leftJoin(staffUsers, eq(staffUsers.uuid, applicationAssignments.staffUuid))
    .where(filter)
    .orderBy(...orderBy(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(helocApplications)
    .innerJoin(identities, eq(identities.uuid, helocApplications.identityUuid))
    .leftJoin(applicationAssignments, eq(applicationAssignments.applicationUuid, helocApplications.uuid))
    .where(filter);
  return {
    rows: rows.map((row) => ({
      application: readApplicationRow(row.application),
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      openConditions: Number(row.openConditions),
      stepEnteredAt: new Date(row.stepEnteredAt),
      assignee:
        row.assigneeUuid && row.assignedAt
          ? { staffUuid: row.assigneeUuid, email: row.assigneeEmail ?? '', assignedAt: row.assignedAt }
          : null,
    })),
    total: totals?.total ?? 0,
  };
}

/** How many applications the staff user may see wait at each queue step. */
export async function countQueueSteps(
  db: Db,
  scope: PipelineScope,
  org: string | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ step: helocApplications.serverStep, count: count() })
    .from(helocApplications)
    .where(and(scopeFilter(scope, org), inArray(helocApplications.serverStep, QUEUE_STEPS)))
    .groupBy(helocApplications.serverStep);
  return new Map(rows.map((row) => [row.step, row.count]));
}

/** The lenders of these applications (unknown uuids are left out). */
export async function findApplicationOrgs(db: Db, uuids: readonly string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ uuid: helocApplications.uuid, org: helocApplications.organizationCode })
    .from(helocApplications)
    .where(inArray(helocApplications.uuid, [...uuids]));
  return new Map(rows.map((row) => [row.uuid, row.org]));
}
