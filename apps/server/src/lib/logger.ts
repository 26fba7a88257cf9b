import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.ts';

export const REDACTED = '[Redacted]';

/** Field names that are never written to a log, at any depth up to four levels. */
export const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'ssn',
  'socialSecurityNumber',
  'dob',
  'dateOfBirth',
  'accountNumber',
  'routingNumber',
  'jwt',
  'token',
  'refreshToken',
  'authorization',
  'cookie',
  'set-cookie',
  // Contact details are PII too, and a failed query's bound values and a constraint's detail
  // ("Key (email)=(…) already exists") carry whatever the borrower typed.
  'email',
  'phoneNumber',
  'params',
  'detail',
] as const;

const HEADER_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
];

function keyPath(prefix: string, key: string): string {
  const accessor = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
  return prefix === '' ? accessor.replace(/^\./, '') : `${prefix}${accessor}`;
}

/** pino/fast-redact paths: headers explicitly, sensitive keys at the top level and 1–3 levels down. */
export const REDACT_PATHS: string[] = [
  ...HEADER_PATHS,
  ...SENSITIVE_KEYS.flatMap((key) => ['', '*', '*.*', '*.*.*'].map((prefix) => keyPath(prefix, key))),
];

export function createLoggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

const PROBE_PATHS = new Set(['/healthz', '/metrics']);

/** Load-balancer and Prometheus probes are not request-logged (their failures still are). */
export function isProbeRequest(request: FastifyRequest): boolean {
  return PROBE_PATHS.has(request.url.split('?')[0] ?? request.url);
}

/**
 * One access-log line per request, written when the response is sent. It names the route pattern,
 * never the raw URL, so no query value or path id reaches the log; Fastify's own pair of
 * "incoming request" / "request completed" lines cost twice as much and carry the raw URL.
 */
export function logRequestCompleted(request: FastifyRequest, reply: FastifyReply): void {
  if (isProbeRequest(request)) {
    return;
  }
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    },
    'request completed',
  );
}
