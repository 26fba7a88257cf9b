import type { FastifyReply } from 'fastify';

/**
 * Sends `{ errors }` with the given status, serialized as plain JSON: the route's own response
 * schemas (which describe its successes) must not turn an error body into a 500.
 */
export function sendErrors(reply: FastifyReply, statusCode: number, errors: string[]): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send({ errors });
}
