import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import {
  zContextParams,
  zEventBody,
  zEventResponse,
  zSessionBody,
  zSessionResponse,
} from './telemetry.schemas.ts';
import { recordTelemetryEvent, startTelemetrySession } from './telemetry.service.ts';

const tags = ['telemetry'];
/** Generous: a page sends several events per view. Keyed by client IP like every preset. */
const TELEMETRY_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/** API-060 / API-061: the event tracker (public; sends no PII by construction). */
const telemetryRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/ft/:context/session',
    {
      config: { rateLimit: TELEMETRY_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Start a tracker session (API-061)',
        params: zContextParams,
        body: zSessionBody,
        response: { 200: zSessionResponse, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      startTelemetrySession(
        app.db,
        request.params.context,
        request.org.companyInfo.orgCode,
        request.body,
        new Date(),
      ),
  );

  app.post(
    '/ft/:context/event',
    {
      config: { rateLimit: TELEMETRY_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Record an event (API-060); PII-named properties are removed',
        params: zContextParams,
        body: zEventBody,
        response: { 200: zEventResponse, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      recordTelemetryEvent(app.db, request.params.context, request.org.companyInfo.orgCode, request.body),
  );
};

export default telemetryRoutes;
