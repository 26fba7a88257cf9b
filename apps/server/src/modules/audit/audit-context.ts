import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface AuditRequestContext {
  ip: string;
}

const requestContext = new AsyncLocalStorage<AuditRequestContext>();

/** The IP of the request being served, if any: audit rows say where an action came from. */
export function currentRequestIp(): string | null {
  return requestContext.getStore()?.ip ?? null;
}

/**
 * Every request runs in a context holding its IP, so the audit writer records it without each
 * service carrying it. A callback hook, so the route handler runs inside `run`.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      requestContext.run({ ip: request.ip }, done);
    });
  },
  { name: 'audit-context' },
);
