import { opsPipelineApi } from '@hearth/domain/api/ops-pipeline-api';
import { PIPELINE_MOVED_EVENT, PIPELINE_SESSION_ENDED_EVENT } from '@hearth/domain/ops/pipeline';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { STEP_MOVED_CHANNEL } from '../../lifecycle/step-moves.ts';
import { isStaffSessionLive, STAFF_SESSION_ENDED_CHANNEL } from '../staff/staff-session.repository.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { findApplicationOrgs } from './pipeline.repository.ts';
import { createPipelineHub } from './pipeline-stream-hub.ts';

/** Often enough for proxies that drop idle connections after 30 s or more. */
export const PIPELINE_HEARTBEAT_MS = 15_000;

/**
 * The pipeline's live feed: server-sent events over a GET the console reads with fetch (so the
 * token travels in the Authorization header, never in the URL). Moves come from the database's
 * step-moved channel, so a move made through any instance reaches every instance's feeds; a
 * session ended anywhere closes its feeds at once, and the heartbeat closes those whose session
 * went idle or whose token expired.
 */
const pipelineEventsRoutes: FastifyPluginAsync = async (app) => {
  const hub = createPipelineHub({
    findOrgs: (uuids) => findApplicationOrgs(app.db, uuids),
    isSessionLive: (stream, now) =>
      isStaffSessionLive(app.db, { sessionId: stream.sessionId, staffUuid: stream.staffUuid, now }),
    now: () => app.attemptClock(),
    onError: (error) => app.log.warn({ err: error }, 'pipeline feed could not pass on a move'),
  });
  app.notificationFeed.listen({
    name: STEP_MOVED_CHANNEL,
    onMessage: (uuid) => hub.stepMoved(uuid),
    onLive: () => {},
  });
  app.notificationFeed.listen({
    name: STAFF_SESSION_ENDED_CHANNEL,
    onMessage: (sessionId) => hub.sessionEnded(sessionId),
    onLive: () => {},
  });
  const heartbeat = setInterval(() => {
    hub.beat().catch((error: unknown) => app.log.warn({ err: error }, 'pipeline feed heartbeat failed'));
  }, PIPELINE_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    hub.closeAll();
  });

  registerEndpoint(app, opsPipelineApi.events, {
    tags: OPS_TAGS,
    produces: ['text/event-stream'],
    summary:
      'Server-sent events: application-moved {uuid} for each step move of an application the staff user may see, a heartbeat comment every 15 s; ends with session-ended when the session or token does',
    handler: async (request, reply) => {
      // The headers set so far (security headers, a renewed token) go out with the stream's own.
      const headers = reply.getHeaders();
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) {
          raw.setHeader(name, typeof value === 'number' ? String(value) : value);
        }
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const { staff } = request;
      const remove = hub.open({
        staffUuid: staff.uuid,
        sessionId: staff.session.id,
        orgCodes: staff.orgCodes,
        tokenExpiresAt: staff.expiresAt,
        moved: (uuid) => raw.write(`event: ${PIPELINE_MOVED_EVENT}\ndata: ${JSON.stringify({ uuid })}\n\n`),
        heartbeat: () => raw.write(': heartbeat\n\n'),
        end: (sessionEnded) =>
          raw.end(sessionEnded ? `event: ${PIPELINE_SESSION_ENDED_EVENT}\ndata: {}\n\n` : undefined),
      });
      raw.on('close', remove);
      return reply;
    },
  });
};

export default pipelineEventsRoutes;
