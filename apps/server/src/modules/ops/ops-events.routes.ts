import { opsApi } from '@hearth/domain/api/ops-api';
import { toAdvanceMs } from '@hearth/domain/ops/ops-bodies';
import { zStaffProposal } from '@hearth/domain/ops/staff-proposal';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireApplicationAccess } from './application-access.ts';
import { sendOpsEvent } from './ops-event.service.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { advanceOpsClock, readOpsClock } from './sandbox-clock.service.ts';

/** Moving applications on: provider callbacks and staff decisions, and the sandbox clock. */
const opsEventsRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;
  const isProduction = app.config.isProduction;

  registerEndpoint(app, opsApi.sendEvent, {
    tags,
    preHandler: requireApplicationAccess(app),
    errors: [409],
    alsoAnswers: { 202: zStaffProposal },
    summary:
      "Send a PROVIDER event (as the vendor would) or an OPS decision of the step graph; BORROWER and JOB events are 400, an event outside the role's decisions 403, an illegal move 409",
    description:
      'Cancel, decline, a manual FUNDED and VALUATION_APPROVED need a checker: with a reason they answer 202 with a PENDING proposal and the step does not move until another staff user approves it.',
    handler: async (request, reply) => {
      const outcome = await sendOpsEvent(app.db, request.staff, request.params.uuid, request.body);
      if ('proposed' in outcome) {
        return reply.code(202).send(outcome.proposed);
      }
      return outcome.applied;
    },
  });

  registerEndpoint(app, opsApi.clock, {
    tags,
    summary: 'The sandbox clock: now, and how far it runs ahead of wall time (not in production)',
    handler: () => readOpsClock(app.db, isProduction),
  });

  registerEndpoint(app, opsApi.advanceClock, {
    tags,
    summary: 'Move the sandbox clock forward so waiting periods (notary, rescission) end (not in production)',
    handler: (request) =>
      advanceOpsClock(
        { db: app.db, recheckWaiting: () => app.lifecycle.recheckNow() },
        request.staff.uuid,
        toAdvanceMs(request.body),
        isProduction,
      ),
  });
};

export default opsEventsRoutes;
