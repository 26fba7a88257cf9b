import type { z } from 'zod';
import type { StaffPermission } from '../ops/staff-permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a borrower or additional signer with a bearer token, or lender
 * staff. The server attaches the matching check, OpenAPI the matching scheme.
 */
export type EndpointAuth = 'public' | 'bearer' | 'staff';

/** A success answer: JSON checked by a schema, a file (PDF, image), or no body. */
export type EndpointResponse = z.ZodType | 'file' | 'empty';

/**
 * One API call, written once: the server registers its route from it and the web calls it through
 * it, so a path, a body or a response shape cannot drift between the two sides.
 * `path` uses Fastify's `:name` segments; `id` is `resource.action`, the resource being the first
 * part of every query key of that call's data (see the web's query-key factory).
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends EndpointResponse = EndpointResponse,
> {
  readonly id: `${string}.${string}`;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: EndpointAuth;
  /** A staff endpoint's permission (`ops/staff-permissions.ts`): the server refuses every role without it. */
  readonly permission?: StaffPermission;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The body is multipart form data (a file upload), read by the handler rather than a schema. */
  readonly multipart?: true;
  readonly response: Response;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
}

/** Keeps each schema's own type, so callers and handlers infer from the definition. */
export function defineEndpoint<
  const Params extends z.ZodType | undefined = undefined,
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Response extends EndpointResponse = 'empty',
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

type Infer<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

// biome-ignore lint/suspicious/noExplicitAny: matches an endpoint of any schemas.
export type AnyEndpoint = Endpoint<any, any, any, any>;

// The schemas as declared (the optional properties of `Endpoint` would add `undefined`).
// biome-ignore-start lint/suspicious/noExplicitAny: positions not asked about match anything.
export type ParamsSchemaOf<E> = E extends Endpoint<infer P, any, any, any> ? P : never;
export type QuerySchemaOf<E> = E extends Endpoint<any, infer Q, any, any> ? Q : never;
export type BodySchemaOf<E> = E extends Endpoint<any, any, infer B, any> ? B : never;
export type ResponseOf<E> = E extends Endpoint<any, any, any, infer R> ? R : never;
// biome-ignore-end lint/suspicious/noExplicitAny: positions not asked about match anything.

/** Parsed values, as a handler on the server receives them. */
export type EndpointParams<E extends AnyEndpoint> = Infer<ParamsSchemaOf<E>>;
export type EndpointQueryValue<E extends AnyEndpoint> = Infer<QuerySchemaOf<E>>;
export type EndpointBodyValue<E extends AnyEndpoint> = Infer<BodySchemaOf<E>>;
/** Values as a caller sends them (before defaults and transforms). */
export type EndpointQuery<E extends AnyEndpoint> = Input<QuerySchemaOf<E>>;
export type EndpointBody<E extends AnyEndpoint> = Input<BodySchemaOf<E>>;
/** A file answer as each side holds it (a Blob in the browser); the domain knows no DOM types. */
export interface FileLike {
  readonly size: number;
  readonly type: string;
}

/** What a successful call yields: the parsed JSON, a file, or nothing. */
export type EndpointResult<E extends AnyEndpoint> =
  ResponseOf<E> extends z.ZodType
    ? z.infer<ResponseOf<E>>
    : ResponseOf<E> extends 'file'
      ? FileLike
      : undefined;

type Part<Key extends string, Schema, Value> = Schema extends z.ZodType
  ? Record<never, never> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value }
  : { [K in Key]?: undefined };

/**
 * The parts of a call the endpoint needs, each present only when the endpoint declares it; a query
 * or body whose every field is optional may be left out (an empty body is then sent as `{}`).
 */
export type EndpointInput<E extends AnyEndpoint> = Part<'params', ParamsSchemaOf<E>, EndpointParams<E>> &
  Part<'query', QuerySchemaOf<E>, EndpointQuery<E>> &
  Part<'body', BodySchemaOf<E>, EndpointBody<E>>;

const SEGMENT = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The endpoint's path with its `:name` segments filled in, each URI-encoded. */
export function endpointPath(endpoint: Pick<AnyEndpoint, 'path' | 'id'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(SEGMENT, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.id}: missing path parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}
