import { z } from 'zod';
import { zActor } from '../lifecycle/step-transition.ts';
import { zOpsQueueId } from './ops-queues.ts';
import { zAssigneeFilter, zPipelineRow } from './pipeline.ts';

export const zQueueParams = z.strictObject({ queue: zOpsQueueId });

/** GET /ops/api/v1/queues: counts among the lenders the staff user works for (or `org`). */
export const zQueueListQuery = z.strictObject({ org: z.string().trim().min(1).max(64).optional() });

export const zQueueSummary = z.strictObject({
  queue: zOpsQueueId,
  label: z.string(),
  steps: z.array(z.string()),
  count: z.number().int(),
});
export const zQueueSummaryList = z.array(zQueueSummary);
export type QueueSummary = z.infer<typeof zQueueSummary>;

/** GET /ops/api/v1/queues/{queue}: what waits there, oldest first (longest at its step). */
export const zQueueItemsQuery = z.strictObject({
  org: z.string().trim().min(1).max(64).optional(),
  assignee: zAssigneeFilter.optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(25),
});
export type QueueItemsQuery = z.infer<typeof zQueueItemsQuery>;

/**
 * A decision staff can take on a queue item: an OPS event the graph allows at its step that the
 * caller's role may send. `needsChecker`: sending it makes a proposal a second person approves.
 */
export const zQueueAction = z.strictObject({
  event: z.string(),
  by: zActor,
  to: z.string(),
  needsChecker: z.boolean(),
});
export type QueueAction = z.infer<typeof zQueueAction>;

export const zQueueItem = zPipelineRow.extend({ actions: z.array(zQueueAction) });
export type QueueItem = z.infer<typeof zQueueItem>;

export const zQueuePage = z.strictObject({
  queue: zOpsQueueId,
  label: z.string(),
  items: z.array(zQueueItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof zQueuePage>;

/**
 * PUT /ops/api/v1/applications/{uuid}/assignee. Anyone who may decide may take an application
 * themselves; giving it to someone else needs `applications.reassign`. The assignee must be an
 * active staff user of the application's lender who may decide.
 */
export const zAssignBody = z.strictObject({ staffUuid: z.uuid() });
export type AssignBody = z.infer<typeof zAssignBody>;

export const zAssignment = z.strictObject({
  applicationUuid: z.uuid(),
  staffUuid: z.uuid(),
  email: z.string(),
  assignedBy: z.uuid(),
  assignedAt: z.iso.datetime(),
});
export type Assignment = z.infer<typeof zAssignment>;

/** Staff an application of this lender can be given to (active, working for the lender, may decide). */
export const zAssignableStaff = z.array(
  z.strictObject({ uuid: z.uuid(), email: z.string(), role: z.string() }),
);
export type AssignableStaff = z.infer<typeof zAssignableStaff>;

export const STEP_MOVED_MESSAGE = (step: string) =>
  `This application has moved to ${step} since you opened it; reload to see its current state.`;
export const ASSIGN_OTHERS_REFUSED = 'Your role may not assign applications to other staff';
export const ASSIGNEE_NOT_ELIGIBLE = 'That staff user cannot take applications of this lender';
