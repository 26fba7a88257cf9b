import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type LoggerOptions } from 'pino';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

import type { AppConfig } from '../config/env.ts';
import { withoutBoundValues } from './bound-values.ts';

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

const SENSITIVE = new Set<string>([...SENSITIVE_KEYS, 'x-api-key'].map((key) => key.toLowerCase()));
/** Deeper than anything we log; a cycle or a huge object stops here instead of costing the request. */
const MAX_DEPTH = 6;

function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every sensitive key's value censored, at any depth: plain objects and
 * arrays are walked, copied only where something changes (the caller's object is never touched).
 * Class instances (errors, requests) are left to their serializers, which call this on their output.
 */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || !isPlainData(value)) {
    return value;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const next = redactSensitive(item, depth + 1);
      if (next !== item) {
        copy ??= [...value];
        copy[index] = next;
      }
    });
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const next = SENSITIVE.has(key.toLowerCase()) ? REDACTED : redactSensitive(item, depth + 1);
    if (next !== item) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? record;
}

/**
 * pino options that keep PII and secrets out of every line: the merged object is redacted before
 * it is written, and so is what the error serializer makes of an error (a failed query's bound
 * values, wherever the driver or the database repeats them, and a constraint's detail). A walk over the few keys of a line costs microseconds, where
 * pino's path redaction with wildcards at four depths cost a third of a simple request.
 */
export const REDACTION_OPTIONS = {
  formatters: {
    log: (object: Record<string, unknown>) => redactSensitive(object) as Record<string, unknown>,
  },
  serializers: {
    err: (error: Error) =>
      redactSensitive(withoutBoundValues({ ...pino.stdSerializers.err(error) }, error)) as SerializedError,
  },
} satisfies Pick<LoggerOptions, 'formatters' | 'serializers'>;

/**
 * Lines go to stdout as each is logged, one write apiece (pino's default buffers them and writes
 * from the thread pool): a line logged is on its way before the request is done, so a killed
 * process loses none, and under load it costs less — the buffered writer measured the whole
 * pending buffer again for every line, and its thread-pool writes competed for the cores.
 */
export function createLoggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...REDACTION_OPTIONS,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { stream: pino.destination({ dest: 1, sync: true }) }),
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
