import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const zEmptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const zUrlWithProtocols = (protocols: string[], label: string) =>
  z.preprocess(
    zEmptyAsUndefined,
    z
      .string()
      .refine((value) => isUrlWithProtocol(value, protocols), {
        message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
      })
      .optional(),
  );

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** TRUST_PROXY: `true`/`false`, a hop count, or a comma-separated list of addresses/CIDRs. */
const zTrustProxy = z.preprocess(
  zEmptyAsUndefined,
  z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/,\s]+)$/, {
      message: 'must be true, false, a hop count or a comma-separated list of addresses',
    })
    .default('false')
    .transform(parseTrustProxy),
);

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') {
    return value === 'true';
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The raw environment, validated. Secrets are resolved afterwards (see secrets.ts). */
export const zEnv = z.object({
  NODE_ENV: z.preprocess(
    zEmptyAsUndefined,
    z
      .enum(['development', 'test', 'production'], { message: 'must be development, test or production' })
      .default('development'),
  ),
  PORT: z.preprocess(
    zEmptyAsUndefined,
    z.coerce
      .number({ message: 'must be an integer between 0 and 65535' })
      .int({ message: 'must be an integer between 0 and 65535' })
      .min(0, { message: 'must be an integer between 0 and 65535' })
      .max(65535, { message: 'must be an integer between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(zEmptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(zEmptyAsUndefined, z.string().min(1).default('./.data')),
  DATABASE_URL: zUrlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL'),
  REDIS_URL: zUrlWithProtocols(['redis:', 'rediss:'], 'Redis'),
  JWT_SECRET: z.preprocess(
    zEmptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  PII_KEY: z.preprocess(
    zEmptyAsUndefined,
    z.string().refine(isBase64Key, { message: 'must be the base64 encoding of exactly 32 bytes' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    zEmptyAsUndefined,
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  TRUST_PROXY: zTrustProxy,
  WEB_DIST_DIR: z.preprocess(zEmptyAsUndefined, z.string().min(1).default('apps/web/dist')),
  CONSOLE_DIST_DIR: z.preprocess(zEmptyAsUndefined, z.string().min(1).default('apps/console/dist')),
  /** The ops API's staff log-in in production (outside it, a sandbox staff user is seeded). */
  OPS_EMAIL: z.preprocess(zEmptyAsUndefined, z.email({ message: 'must be an e-mail address' }).optional()),
  OPS_PASSWORD_HASH: z.preprocess(
    zEmptyAsUndefined,
    z
      .string()
      .regex(/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/, {
        message: 'must be an argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash)',
      })
      .optional(),
  ),
  /** In production, the bearer token /metrics and /docs require (without it they are not served). */
  ADMIN_TOKEN: z.preprocess(
    zEmptyAsUndefined,
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  RATE_LIMITS: z.preprocess(
    zEmptyAsUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
});

export type Env = z.output<typeof zEnv>;

export function isBase64Key(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}
