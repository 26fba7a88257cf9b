import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zConditionParams } from '@hearth/domain/conditions/condition-dto';
import { zOpsApplicationQuery, zRaiseConditionBody } from '@hearth/domain/ops/ops-bodies';
import { zOpsApplicationDetail, zOpsApplicationPage, zOpsCondition } from '@hearth/domain/ops/ops-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveCondition } from '../conditions/conditions.service.ts';
import { raiseCondition } from '../conditions/raise-condition.ts';
import { zErrorBody } from '../org/error-body.ts';
import { getOpsApplication, listOpsApplications } from './ops-application.service.ts';
import { OPS_ERROR_RESPONSES, OPS_TAGS, STAFF_SECURITY } from './ops-route-schemas.ts';

const zResolveParams = zConditionParams
  .pick({ uuid: true })
  .extend({ id: zConditionParams.shape.conditionUuid });

/** The pipeline: search, read one application (timeline, conditions), raise and resolve conditions. */
const opsApplicationsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const common = { tags: OPS_TAGS, security: STAFF_SECURITY };

  app.get(
    '/ops/api/v1/applications',
    {
      schema: {
        ...common,
        summary: 'Applications, newest first; q matches a loan number, an e-mail or a last name',
        querystring: zOpsApplicationQuery,
        response: { 200: zOpsApplicationPage, ...OPS_ERROR_RESPONSES },
      },
    },
    (request) => listOpsApplications(app.db, request.query),
  );

  app.get(
    '/ops/api/v1/applications/:uuid',
    {
      schema: {
        ...common,
        summary: 'One application with its timeline, conditions and the events staff may send (PII masked)',
        params: zApplicationParams,
        response: { 200: zOpsApplicationDetail, ...OPS_ERROR_RESPONSES },
      },
    },
    (request) =>
      getOpsApplication({ db: app.db, piiKey: app.config.piiKey }, request.staff, request.params.uuid),
  );

  app.post(
    '/ops/api/v1/applications/:uuid/conditions',
    {
      schema: {
        ...common,
        summary: 'Raise a condition the borrower must answer (CND-004)',
        params: zApplicationParams,
        body: zRaiseConditionBody,
        response: { 201: zOpsCondition, ...OPS_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    async (request, reply) => {
      const condition = await raiseCondition(app.db, request.staff.uuid, request.params.uuid, request.body);
      return reply.code(201).send(condition);
    },
  );

  app.post(
    '/ops/api/v1/applications/:uuid/conditions/:id/resolve',
    {
      schema: {
        ...common,
        summary: 'Resolve a condition (409 when it is already resolved)',
        params: zResolveParams,
        response: { 200: zOpsCondition, ...OPS_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) => resolveCondition(app.db, request.staff.uuid, request.params.uuid, request.params.id),
  );
};

export default opsApplicationsRoutes;
