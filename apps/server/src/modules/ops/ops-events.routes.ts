import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { toAdvanceMs, zAdvanceClockBody, zOpsEventBody } from '@hearth/domain/ops/ops-bodies';
import { zOpsEventResult, zSandboxClock } from '@hearth/domain/ops/ops-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zErrorBody } from '../org/error-body.ts';
import { sendOpsEvent } from './ops-event.service.ts';
import { OPS_ERROR_RESPONSES, OPS_TAGS, STAFF_SECURITY } from './ops-route-schemas.ts';
import { advanceOpsClock, readOpsClock } from './sandbox-clock.service.ts';

/** Moving applications on: provider callbacks and staff decisions, and the sandbox clock. */
const opsEventsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const common = { tags: OPS_TAGS, security: STAFF_SECURITY };
  const isProduction = app.config.isProduction;

  app.post(
    '/ops/api/v1/applications/:uuid/events',
    {
      schema: {
        ...common,
        summary:
          'Send a PROVIDER event (as the vendor would) or an OPS decision of the step graph; BORROWER and JOB events are 400, an illegal move 409',
        params: zApplicationParams,
        body: zOpsEventBody,
        response: { 200: zOpsEventResult, ...OPS_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) => sendOpsEvent(app.db, request.staff.uuid, request.params.uuid, request.body),
  );

  app.get(
    '/ops/api/v1/sandbox/clock',
    {
      schema: {
        ...common,
        summary: 'The sandbox clock: now, and how far it runs ahead of wall time (not in production)',
        response: { 200: zSandboxClock, ...OPS_ERROR_RESPONSES },
      },
    },
    () => readOpsClock(app.db, isProduction),
  );

  app.post(
    '/ops/api/v1/sandbox/clock',
    {
      schema: {
        ...common,
        summary:
          'Move the sandbox clock forward so waiting periods (notary, rescission) end (not in production)',
        body: zAdvanceClockBody,
        response: { 200: zSandboxClock, ...OPS_ERROR_RESPONSES },
      },
    },
    (request) =>
      advanceOpsClock(
        { db: app.db, recheckWaiting: () => app.lifecycle.recheckNow() },
        request.staff.uuid,
        toAdvanceMs(request.body),
        isProduction,
      ),
  );
};

export default opsEventsRoutes;
