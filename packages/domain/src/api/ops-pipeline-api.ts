import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zPipelinePage, zPipelineQuery } from '../ops/pipeline.ts';
import {
  zAssignableStaff,
  zAssignBody,
  zAssignment,
  zQueueItemsQuery,
  zQueueListQuery,
  zQueuePage,
  zQueueParams,
  zQueueSummaryList,
} from '../ops/queue-dto.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The staff console's pipeline: every application the staff user may see, and a live feed of their
 * moves. Decisions go through `opsApi.sendEvent` (with the step the staff user saw as `expectedStep`).
 */
export const opsPipelineApi = {
  list: defineEndpoint({
    id: 'opsPipeline.list',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/pipeline`,
    auth: 'staff',
    query: zPipelineQuery,
    response: zPipelinePage,
  }),
  /** Server-sent events (`text/event-stream`): read with fetch and the Authorization header. */
  events: defineEndpoint({
    id: 'opsPipeline.events',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/pipeline/events`,
    auth: 'staff',
    response: 'file',
  }),
};

/** The queues of staff decisions, and who works each application. */
export const opsQueuesApi = {
  list: defineEndpoint({
    id: 'opsQueues.list',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/queues`,
    auth: 'staff',
    query: zQueueListQuery,
    response: zQueueSummaryList,
  }),
  items: defineEndpoint({
    id: 'opsQueues.items',
    permission: 'applications.read',
    method: 'GET',
    path: `${OPS_API}/queues/:queue`,
    auth: 'staff',
    params: zQueueParams,
    query: zQueueItemsQuery,
    response: zQueuePage,
  }),
  assignees: defineEndpoint({
    id: 'opsQueues.assignees',
    permission: 'applications.reassign',
    method: 'GET',
    path: `${OPS_API}/applications/:uuid/assignees`,
    auth: 'staff',
    params: zApplicationParams,
    response: zAssignableStaff,
  }),
  assign: defineEndpoint({
    id: 'opsQueues.assign',
    permission: 'events.send',
    method: 'PUT',
    path: `${OPS_API}/applications/:uuid/assignee`,
    auth: 'staff',
    params: zApplicationParams,
    body: zAssignBody,
    response: zAssignment,
  }),
  unassign: defineEndpoint({
    id: 'opsQueues.unassign',
    permission: 'events.send',
    method: 'DELETE',
    path: `${OPS_API}/applications/:uuid/assignee`,
    auth: 'staff',
    params: zApplicationParams,
    response: 'empty',
    status: 204,
  }),
};
