import type { FastifyReply } from 'fastify';

/** What Fastify names a JSON answer it serialised itself: a body serialised ahead goes out the same way. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends a body the route's own response serializer made earlier, as Fastify would have sent it. */
export function sendSerializedJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
