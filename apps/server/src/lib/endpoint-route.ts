import type {
  AnyEndpoint,
  EndpointBodyValue,
  EndpointParams,
  EndpointQueryValue,
  EndpointResult,
  ResponseOf,
} from '@hearth/domain/api/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { zErrorBody } from '../modules/org/error-body.ts';

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQueryValue<E>;
  Body: EndpointBodyValue<E>;
}>;

interface RouteOptionsBase<E extends AnyEndpoint> {
  /** OpenAPI: one line saying what the call does and when it is refused. */
  summary: string;
  /** OpenAPI: what a caller needs to know beyond the summary. */
  description?: string;
  tags: readonly string[];
  /** Error statuses this route answers besides the ones every route of its kind may give. */
  errors?: readonly number[];
  /** Other success answers the handler may send itself (e.g. 202 with a proposal), by status. */
  alsoAnswers?: Readonly<Record<number, z.ZodType>>;
  /** Checks run after authentication, before the handler (e.g. a rate limit). */
  preHandler?: RouteOptions['preHandler'];
  /** Runs before the schemas validate (e.g. to keep the body as sent). */
  preValidation?: RouteOptions['preValidation'];
  /**
   * A refused body, query or params reaches the handler as `request.validationError` (after
   * authentication) instead of a 400 before it; the handler answers with the field's own message.
   */
  attachValidation?: true;
  /** Request headers the route reads, documented and validated (the client sends `x-org` on every call). */
  headers?: z.ZodType;
  /** Runs on every answer of the route, a refused one's too. */
  onSend?: RouteOptions['onSend'];
  /** Runs when the route answers an error (e.g. a refused token), before the answer is sent. */
  onError?: RouteOptions['onError'];
  /** Fastify route config (rate limits, body limits…). */
  config?: RouteOptions['config'];
  bodyLimit?: number;
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointResult<E> | FastifyReply | Buffer | undefined> | EndpointResult<E>;
}

/**
 * A file endpoint names the content types it answers (OpenAPI `produces`); its handler sends the
 * bytes with their own content type. A JSON endpoint is described by its response schema alone.
 */
export type EndpointRouteOptions<E extends AnyEndpoint> = RouteOptionsBase<E> &
  (ResponseOf<E> extends 'file' ? { produces: readonly string[] } : { produces?: never });

/** The errors any route may answer, by who may call it (bodies are always `{ errors: [...] }`). */
const BASE_ERRORS: Record<AnyEndpoint['auth'], readonly number[]> = {
  public: [400, 429],
  bearer: [400, 401, 403, 404],
  staff: [400, 401, 403, 404],
};

const BEARER_SECURITY = [{ bearerAuth: [] }];

function responseSchemas(
  endpoint: AnyEndpoint,
  errors: readonly number[],
  produces: readonly string[] | undefined,
  alsoAnswers: Readonly<Record<number, z.ZodType>> = {},
): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  for (const status of [...BASE_ERRORS[endpoint.auth], ...errors]) {
    responses[status] = zErrorBody;
  }
  if (endpoint.response === 'file') {
    // Bytes are sent as they are: this only documents them.
    responses[endpoint.status ?? 200] = z.any().describe(`The file: ${(produces ?? []).join(', ')}`);
  } else if (typeof endpoint.response !== 'string') {
    responses[endpoint.status ?? 200] = endpoint.response;
  }
  return { ...responses, ...alsoAnswers };
}

/**
 * A staff endpoint's permission check, run after the ops scope's staff authentication and before
 * the body is read. An endpoint without a permission is not registered at all.
 */
function staffPermissionCheck(app: FastifyInstance, endpoint: AnyEndpoint) {
  if (!endpoint.permission) {
    throw new Error(`${endpoint.id}: a staff endpoint declares its permission`);
  }
  return app.requirePermission(endpoint.permission);
}

/**
 * Registers the route of an endpoint definition: its method, path and schemas come from the
 * domain's contract, so the server cannot answer at another path or with another shape than the
 * one the web calls. A bearer endpoint is checked by `app.authenticate` as the request arrives,
 * before its body is parsed or validated; a staff endpoint must be registered inside the ops scope,
 * whose hook checks staff tokens, and is refused (403) to every role without its permission.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Before the body is read: a caller without a valid token learns nothing of the schemas.
    ...(endpoint.auth === 'bearer' ? { onRequest: app.authenticate } : {}),
    ...(endpoint.auth === 'staff' ? { onRequest: staffPermissionCheck(app, endpoint) } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.attachValidation ? { attachValidation: true } : {}),
    ...(options.onSend ? { onSend: options.onSend } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    schema: {
      tags: [...options.tags],
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(endpoint.auth === 'public' ? {} : { security: BEARER_SECURITY }),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(options.produces ? { produces: [...options.produces] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint, options.errors ?? [], options.produces, options.alsoAnswers),
    },
    handler: async (request, reply) => {
      const result = await options.handler(request as EndpointRequest<E>, reply);
      if (reply.sent) {
        return reply;
      }
      if (endpoint.response === 'empty') {
        return reply.code(endpoint.status ?? 204).send();
      }
      if (endpoint.status) {
        reply.status(endpoint.status);
      }
      return result;
    },
  });
}
