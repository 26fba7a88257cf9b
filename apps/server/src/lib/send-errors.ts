import type { FastifyReply } from 'fastify';
import { JSON_CONTENT_TYPE } from './json-answer.ts';

/**
 * Sends `{ errors }` with the given status, serialized as plain JSON: the route's own response
 * schemas (which describe its successes) must not turn an error body into a 500.
 */
export function sendErrors(reply: FastifyReply, statusCode: number, errors: string[]): FastifyReply {
  return reply
    .code(statusCode)
    .type(JSON_CONTENT_TYPE)
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send({ errors });
}
