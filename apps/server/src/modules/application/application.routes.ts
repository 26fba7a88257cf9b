import { applicationApi } from '@hearth/domain/api/application-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { zCreateHelocQuery } from '@hearth/domain/application/create-heloc-request';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { sendSerializedJson } from '../../lib/json-answer.ts';
import { STEP_MOVED_CHANNEL } from '../../lifecycle/step-moves.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import {
  getOwnApplication,
  getOwnStepStatus,
  getOwnTimeline,
  listOwnApplications,
} from './application.service.ts';
import { createBackPressure } from './create-back-pressure.ts';
import { handleCreateHeloc } from './create-heloc.handler.ts';
import { zCreateHelocHeaders } from './create-heloc.schemas.ts';
import { createStepStatusCache } from './step-status-cache.ts';

const tags = ['application'];

/** The JSON body as sent (captured before the schema transforms it): validated and hashed by the create. */
const rawBodies = new WeakMap<FastifyRequest, unknown>();

function parseOrThrow<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION', [...new Set(result.error.issues.map((issue) => issue.message))]);
  }
  return result.data;
}

/** API-032 and API-015: the caller's HELOC applications; nobody else's are reachable. API-020: create one. */
const applicationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const leadPortal = createSandboxLeadPortal();
  const readDeps = { db: app.db, piiKey: app.config.piiKey, leadPortal };
  const stepStatuses = createStepStatusCache();
  app.notificationFeed.listen({
    name: STEP_MOVED_CHANNEL,
    onMessage: (uuid) => stepStatuses.moveCommitted(uuid),
    onLive: (live) => stepStatuses.setFeedLive(live),
  });

  registerEndpoint(app, registrationApi.createHeloc, {
    tags,
    errors: [409, 503],
    preHandler: createBackPressure(app),
    preValidation: async (request) => {
      rawBodies.set(request, request.body);
    },
    // The field rules need the org and today's date: the handler runs validateCreateHelocBody on the raw body.
    attachValidation: true,
    headers: zCreateHelocHeaders,
    summary: 'Create a HELOC application (API-020…025); Idempotency-Key replays the first answer',
    description:
      'While the step jobs run behind (JOBS_MAX_QUEUE_LAG_SECONDS), answers 503 with Retry-After and creates nothing.',
    handler: async (request) => {
      const query = parseOrThrow(zCreateHelocQuery, request.query);
      const headers = parseOrThrow(zCreateHelocHeaders, request.headers);
      return handleCreateHeloc(
        { db: app.db, piiKey: app.config.piiKey },
        {
          identityUuid: request.user.identityUuid,
          org: request.org,
          stateQuery: query.state,
          rawBody: rawBodies.get(request),
          idempotencyKey: headers['idempotency-key'],
          isProduction: app.config.isProduction,
          now: new Date(),
          findLoanOriginator: leadPortal.findLoanOriginator,
        },
      );
    },
  });

  registerEndpoint(app, applicationApi.list, {
    tags,
    summary: "The caller's applications, newest first (API-032)",
    handler: (request) => listOwnApplications(readDeps, request.user.identityUuid),
  });

  registerEndpoint(app, applicationApi.get, {
    tags,
    summary:
      'One of the caller’s applications with every 000 §3 field, PII masked (API-015); 404 for anyone else’s',
    handler: (request) => getOwnApplication(readDeps, request.user.identityUuid, request.params.uuid),
  });

  // API-018 for every borrower at a step is the same bytes: each step's answer is serialised once,
  // by the route's own response schema, and kept (one per step, so bounded).
  const stepAnswers = new Map<string, string>();
  registerEndpoint(app, applicationApi.stepStatus, {
    tags,
    summary: 'The application’s current server step (000 §7, PRG-052); 404 for anyone else’s',
    handler: async (request, reply) => {
      const status = await getOwnStepStatus(
        app.db,
        stepStatuses,
        request.user.identityUuid,
        request.params.uuid,
      );
      let body = stepAnswers.get(status.serverStep);
      if (body === undefined) {
        body = String(reply.serialize(status));
        stepAnswers.set(status.serverStep, body);
      }
      return sendSerializedJson(reply, body);
    },
  });

  registerEndpoint(app, applicationApi.timeline, {
    tags,
    summary: 'The application’s step moves, oldest first (decision 007); 404 for anyone else’s',
    handler: (request) => getOwnTimeline(app.db, request.user.identityUuid, request.params.uuid),
  });
};

export default applicationRoutes;
