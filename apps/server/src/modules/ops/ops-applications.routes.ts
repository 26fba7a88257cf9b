import { opsApi } from '@hearth/domain/api/ops-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { resolveCondition } from '../conditions/conditions.service.ts';
import { raiseCondition } from '../conditions/raise-condition.ts';
import { requireApplicationAccess } from './application-access.ts';
import { getOpsApplication, listOpsApplications } from './ops-application.service.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';

/** The pipeline: search, read one application (timeline, conditions), raise and resolve conditions. */
const opsApplicationsRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;
  const preHandler = requireApplicationAccess(app);

  registerEndpoint(app, opsApi.applications, {
    tags,
    summary:
      'Applications of the lenders the staff user works for, newest first; q matches a loan number, an e-mail or a last name',
    handler: (request) => listOpsApplications(app.db, request.staff, request.query),
  });

  registerEndpoint(app, opsApi.application, {
    tags,
    summary: 'One application with its timeline, conditions and the events staff may send (PII masked)',
    handler: (request) =>
      getOpsApplication({ db: app.db, piiKey: app.config.piiKey }, request.staff, request.params.uuid),
  });

  registerEndpoint(app, opsApi.raiseCondition, {
    tags,
    preHandler,
    errors: [409],
    summary: 'Raise a condition the borrower must answer (CND-004)',
    handler: (request) => raiseCondition(app.db, request.staff.uuid, request.params.uuid, request.body),
  });

  registerEndpoint(app, opsApi.resolveCondition, {
    tags,
    preHandler,
    errors: [409],
    summary: 'Resolve a condition (409 when it is already resolved)',
    handler: (request) =>
      resolveCondition(app.db, request.staff.uuid, request.params.uuid, request.params.id),
  });
};

export default opsApplicationsRoutes;
