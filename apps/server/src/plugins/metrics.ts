import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { requireAdminToken, servesOperationsPages } from '../lib/admin-access.ts';

const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics at GET /metrics: the process defaults plus `http_request_duration_seconds`
 * by method, route pattern (never the raw URL: bounded cardinality) and status code.
 * One registry per app so several apps can live in one process (tests). In production they need
 * ADMIN_TOKEN, and are not served without it.
 */
export default fp(
  async (app) => {
    if (!servesOperationsPages(app.config)) {
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get(
      '/metrics',
      { schema: { hide: true }, onRequest: requireAdminToken(app.config) },
      async (_request, reply) => {
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'hearth-metrics' },
);
