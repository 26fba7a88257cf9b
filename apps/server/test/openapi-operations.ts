import type { App } from '../src/app.ts';

/** A JSON Schema as @fastify/swagger writes it (only what the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/…/{uuid}`. */
  path: string;
  /** The route needs a bearer token (a borrower's or, under /ops, a staff member's). */
  secured: boolean;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON body's schema; undefined when the call takes none. */
  jsonBody: JsonSchema | undefined;
  multipart: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the app's OpenAPI document (`/docs/json`), the hidden routes aside. */
export function listApiOperations(app: App): ApiOperation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase() as ApiOperation['method'],
          path,
          secured: (operation.security ?? []).length > 0,
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          jsonBody: content['application/json']?.schema,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

/** The operation's URL with each `{name}` replaced by `values[name]`, URI-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
}
