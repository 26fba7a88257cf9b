import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { recordTelemetryEvent, startTelemetrySession } from './telemetry.service.ts';

/** Generous: a page sends several events per view. Keyed by client IP like every preset. */
const TELEMETRY = {
  tags: ['telemetry'],
  errors: [401],
  config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
};

/** API-060 / API-061: the event tracker (public; sends no PII by construction). */
const telemetryRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, telemetryApi.session, {
    ...TELEMETRY,
    summary: 'Start a tracker session (API-061)',
    handler: (request) =>
      startTelemetrySession(
        app.db,
        request.params.context,
        request.org.companyInfo.orgCode,
        request.body,
        new Date(),
      ),
  });

  registerEndpoint(app, telemetryApi.event, {
    ...TELEMETRY,
    summary: 'Record an event (API-060); PII-named properties are removed',
    handler: (request) =>
      recordTelemetryEvent(app.db, request.params.context, request.org.companyInfo.orgCode, request.body),
  });
};

export default telemetryRoutes;
