import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './health.service.ts';

export const DATABASE_UNAVAILABLE = 'Database unavailable';

const zHealthUp = z.object({ status: z.literal('ok'), database: z.literal('up') });
const zHealthDown = z.object({
  status: z.literal('unavailable'),
  database: z.literal('down'),
  errors: z.array(z.string()),
});

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers take the instance out). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: zHealthUp, 503: zHealthDown },
      },
    },
    async (request, reply) => {
      const database = await checkDatabase(() => app.database.ping());
      if (database === 'up') {
        return reply.code(200).send({ status: 'ok', database });
      }
      request.log.warn('health check: database down');
      return reply.code(503).send({ status: 'unavailable', database, errors: [DATABASE_UNAVAILABLE] });
    },
  );
};

export default healthRoutes;
