import { z } from 'zod';
import { zLifecyclePhase } from '../lifecycle/step-phase.ts';
import { zOpsQueueId } from './ops-queues.ts';

const zPageNumber = z.coerce.number().int().min(1, 'page starts at 1').default(1);
const zPageSize = z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(25);
const zAgeDays = z.coerce.number().int().min(0, 'An age is 0 days or more').max(3650);

/** What the pipeline sorts by; `timeInStep` is how long the application has been at its current step. */
export const PIPELINE_SORTS = ['created', 'updated', 'timeInStep', 'loanNumber', 'amount'] as const;
export const zPipelineSort = z.enum(PIPELINE_SORTS);
export type PipelineSort = z.infer<typeof zPipelineSort>;

/** `me`, `unassigned` or a staff user's uuid. */
export const zAssigneeFilter = z.union([z.literal('me'), z.literal('unassigned'), z.uuid()]);
export type AssigneeFilter = z.infer<typeof zAssigneeFilter>;

/**
 * GET /ops/api/v1/pipeline. `q` matches a loan number (prefix), a first or last name (prefix) or an
 * e-mail (substring). Age is whole days since the application was created. `sandbox=true` keeps
 * the applications of a sandbox persona (the applicant's last name names one), `false` the others.
 * Sorting by `timeInStep` `desc` puts the longest waiting first.
 */
export const zPipelineQuery = z
  .strictObject({
    q: z.string().trim().min(1).max(100).optional(),
    org: z.string().trim().min(1).max(64).optional(),
    step: z.string().trim().min(1).max(64).optional(),
    phase: zLifecyclePhase.optional(),
    queue: zOpsQueueId.optional(),
    minAgeDays: zAgeDays.optional(),
    maxAgeDays: zAgeDays.optional(),
    assignee: zAssigneeFilter.optional(),
    sandbox: z.stringbool().optional(),
    sort: zPipelineSort.default('created'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: zPageNumber,
    pageSize: zPageSize,
  })
  .refine(
    (query) =>
      query.minAgeDays === undefined ||
      query.maxAgeDays === undefined ||
      query.minAgeDays <= query.maxAgeDays,
    {
      message: 'minAgeDays is at most maxAgeDays',
    },
  );
export type PipelineQuery = z.infer<typeof zPipelineQuery>;

export const zPipelineAssignee = z.strictObject({
  staffUuid: z.uuid(),
  email: z.string(),
  assignedAt: z.iso.datetime(),
});
export type PipelineAssignee = z.infer<typeof zPipelineAssignee>;

/** One row of the pipeline: e-mail masked for roles without `applications.pii`. */
export const zPipelineRow = z.strictObject({
  uuid: z.uuid(),
  loanNumber: z.string(),
  organizationCode: z.string(),
  serverStep: z.string(),
  /** The journey phase of the step (null for a final step). */
  phase: zLifecyclePhase.nullable(),
  /** The queue the application waits in for a staff decision, if any. */
  queue: zOpsQueueId.nullable(),
  active: z.boolean(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The sandbox persona the applicant's last name picks (e.g. 'ID_FRAUD'), null for a real applicant. */
  sandboxPersona: z.string().nullable(),
  propertyState: z.string().nullable(),
  amount: z.number().nullable(),
  openConditions: z.number().int(),
  createdDate: z.iso.datetime(),
  updatedDate: z.iso.datetime(),
  /** When the current step was entered (its last move on the timeline; the creation when none). */
  stepEnteredAt: z.iso.datetime(),
  assignee: zPipelineAssignee.nullable(),
});
export type PipelineRow = z.infer<typeof zPipelineRow>;

/** How many applications wait in each queue, among those the staff user may see (and `org`, if given). */
export const zQueueCounts = z.record(zOpsQueueId, z.number().int());
export type QueueCounts = z.infer<typeof zQueueCounts>;

export const zPipelinePage = z.strictObject({
  items: z.array(zPipelineRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  queueCounts: zQueueCounts,
});
export type PipelinePage = z.infer<typeof zPipelinePage>;

/**
 * GET /ops/api/v1/pipeline/events is a stream of server-sent events: `event: application-moved`
 * with this JSON as `data` whenever an application the staff user may see changes step, and a
 * `: heartbeat` comment line now and then. When the session ends (log-out, revocation, idle or
 * absolute time-out) or the token expires, a `session-ended` event closes it; a feed cut otherwise
 * is reopened by the client with its current token. A notice only says "this application moved:
 * read it again", and may come more than once for one move.
 */
export const PIPELINE_MOVED_EVENT = 'application-moved';
/** The last event of a feed whose session or token has ended: sign in again rather than reconnect. */
export const PIPELINE_SESSION_ENDED_EVENT = 'session-ended';
export const zApplicationMovedNotice = z.strictObject({ uuid: z.uuid() });
export type ApplicationMovedNotice = z.infer<typeof zApplicationMovedNotice>;
