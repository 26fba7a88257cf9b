import { phaseOfStep } from '@hearth/domain/lifecycle/step-phase';
import { allowedEvents } from '@hearth/domain/lifecycle/transition';
import { needsChecker } from '@hearth/domain/ops/checked-events';
import { OPS_QUEUE_IDS, OPS_QUEUES, type OpsQueueId, queueOfStep } from '@hearth/domain/ops/ops-queues';
import type { PipelinePage, PipelineQuery, PipelineRow, QueueCounts } from '@hearth/domain/ops/pipeline';
import type { QueueAction, QueueItemsQuery, QueuePage, QueueSummary } from '@hearth/domain/ops/queue-dto';
import { eventPermission, hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { selectPersona } from '../../providers/sandbox/sandbox-persona.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { piiView } from './application-access.ts';
import {
  countQueueSteps,
  type PipelineScope,
  type PipelineSearchRow,
  searchPipeline,
} from './pipeline.repository.ts';

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'orgCodes' | 'role'>;

function scopeOf(staff: Staff, now: Date): PipelineScope {
  return { lenders: staff.orgCodes, staffUuid: staff.uuid, now };
}

function toPipelineRow(row: PipelineSearchRow, maskEmail: (email: string) => string): PipelineRow {
  const { application } = row;
  const persona = selectPersona(row.lastName);
  return {
    uuid: application.uuid,
    loanNumber: application.loanNumber,
    organizationCode: application.organizationCode,
    serverStep: application.serverStep,
    phase: phaseOfStep(application.serverStep) ?? null,
    queue: queueOfStep(application.serverStep) ?? null,
    active: application.active,
    email: maskEmail(row.email),
    firstName: row.firstName,
    lastName: row.lastName,
    sandboxPersona: persona === 'DEFAULT' ? null : persona,
    propertyState: application.propertyState,
    amount: application.amount === null ? null : Number(application.amount),
    openConditions: row.openConditions,
    createdDate: application.createdDate.toISOString(),
    updatedDate: application.updatedDate.toISOString(),
    stepEnteredAt: row.stepEnteredAt.toISOString(),
    assignee: row.assignee && {
      staffUuid: row.assignee.staffUuid,
      email: row.assignee.email,
      assignedAt: row.assignee.assignedAt.toISOString(),
    },
  };
}

async function queueCounts(db: Db, scope: PipelineScope, org: string | undefined): Promise<QueueCounts> {
  const byStep = await countQueueSteps(db, scope, org);
  return Object.fromEntries(
    OPS_QUEUE_IDS.map((queue) => [
      queue,
      OPS_QUEUES[queue].steps.reduce((sum, step) => sum + (byStep.get(step) ?? 0), 0),
    ]),
  ) as QueueCounts;
}

/** The pipeline of the lenders the staff user works for, with how much waits in each queue. */
export async function listPipeline(db: Db, staff: Staff, query: PipelineQuery): Promise<PipelinePage> {
  const scope = scopeOf(staff, new Date());
  const { rows, total } = await searchPipeline(db, query, scope);
  const pii = piiView(staff);
  return {
    items: rows.map((row) => toPipelineRow(row, pii.email)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    queueCounts: await queueCounts(db, scope, query.org),
  };
}

export async function listQueues(db: Db, staff: Staff, org: string | undefined): Promise<QueueSummary[]> {
  const counts = await queueCounts(db, scopeOf(staff, new Date()), org);
  return OPS_QUEUE_IDS.map((queue) => ({
    queue,
    label: OPS_QUEUES[queue].label,
    steps: [...OPS_QUEUES[queue].steps],
    count: counts[queue],
  }));
}

/** The staff decisions `role` may take at `step`: the graph's OPS events there, within its decision area. */
export function queueActions(role: StaffRole, step: string): QueueAction[] {
  if (!hasPermission(role, 'events.send') || !hasPermission(role, eventPermission('OPS', step))) {
    return [];
  }
  return allowedEvents(step)
    .filter((transition) => transition.by === 'OPS')
    .map(({ event, by, to }) => ({ event, by, to, needsChecker: needsChecker(event) }));
}

/** What waits in one queue, the longest at its step first, with the decisions the caller may take. */
export async function listQueueItems(
  db: Db,
  staff: Staff,
  queue: OpsQueueId,
  query: QueueItemsQuery,
): Promise<QueuePage> {
  const { rows, total } = await searchPipeline(
    db,
    { ...query, queue, sort: 'timeInStep', order: 'desc' },
    scopeOf(staff, new Date()),
  );
  const pii = piiView(staff);
  return {
    queue,
    label: OPS_QUEUES[queue].label,
    items: rows.map((row) => ({
      ...toPipelineRow(row, pii.email),
      actions: queueActions(staff.role, row.application.serverStep),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
