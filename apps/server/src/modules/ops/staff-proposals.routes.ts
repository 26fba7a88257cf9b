import { opsApi } from '@hearth/domain/api/ops-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { approveStaffProposal, listStaffProposals, rejectStaffProposal } from './staff-proposal.service.ts';

/** Maker-checker: the proposals staff decisions wait in, and a second staff user's decision. */
const staffProposalsRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;

  registerEndpoint(app, opsApi.proposals, {
    tags,
    summary:
      "Proposals of the staff user's lenders (cancel, decline, manual fund, valuation override), newest first",
    handler: (request) => listStaffProposals(app.db, request.staff, request.query),
  });

  registerEndpoint(app, opsApi.approveProposal, {
    tags,
    errors: [409],
    summary:
      "Approve another staff user's proposal: its event moves the step; one's own proposal is 403, a decided one 409, one the step no longer allows 409 (and STALE)",
    handler: (request) => approveStaffProposal(app.db, request.staff, request.params.id, request.body.reason),
  });

  registerEndpoint(app, opsApi.rejectProposal, {
    tags,
    errors: [409],
    summary: "Reject another staff user's proposal with a reason; the step does not move",
    handler: (request) => rejectStaffProposal(app.db, request.staff, request.params.id, request.body.reason),
  });
};

export default staffProposalsRoutes;
