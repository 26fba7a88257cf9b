import { opsPipelineApi, opsQueuesApi } from '@hearth/domain/api/ops-pipeline-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireApplicationAccess } from './application-access.ts';
import { assignApplication, listAssignableStaff, unassignApplication } from './assignment.service.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { listPipeline, listQueueItems, listQueues } from './pipeline.service.ts';

/** The staff console's pipeline, its queues of staff decisions, and who works each application. */
const pipelineRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;
  const preHandler = requireApplicationAccess(app);

  registerEndpoint(app, opsPipelineApi.list, {
    tags,
    summary:
      'Applications of the lenders the staff user works for: filtered, sorted and paged, each with its time at the current step, queue and assignee, and how many wait in each queue',
    handler: (request) => listPipeline(app.db, request.staff, request.query),
  });

  registerEndpoint(app, opsQueuesApi.list, {
    tags,
    summary: 'The queues of staff decisions (from the step graph) and how many applications wait in each',
    handler: (request) => listQueues(app.db, request.staff, request.query.org),
  });

  registerEndpoint(app, opsQueuesApi.items, {
    tags,
    summary:
      "What waits in one queue, longest at its step first, with the decisions the caller's role may take (send them with opsApi.sendEvent, a reason and expectedStep)",
    handler: (request) => listQueueItems(app.db, request.staff, request.params.queue, request.query),
  });

  registerEndpoint(app, opsQueuesApi.assignees, {
    tags,
    preHandler,
    summary:
      "Staff an application can be given to: active, working for the application's lender, able to decide",
    handler: (request) => listAssignableStaff(app.db, request.staff, request.params.uuid),
  });

  registerEndpoint(app, opsQueuesApi.assign, {
    tags,
    preHandler,
    summary:
      'Take an application, or give it to another staff user of its lender (applications.reassign); audited',
    handler: (request) =>
      assignApplication(app.db, request.staff, request.params.uuid, request.body.staffUuid),
  });

  registerEndpoint(app, opsQueuesApi.unassign, {
    tags,
    preHandler,
    summary: "Release an application: one's own, or anyone's with applications.reassign; audited",
    handler: async (request) => {
      await unassignApplication(app.db, request.staff, request.params.uuid);
      return undefined;
    },
  });
};

export default pipelineRoutes;
