import { resolveFromRepoRoot } from '../lib/paths.ts';
import { type JobsConfig, loadJobsConfig } from '../lifecycle/jobs/jobs-config.ts';
import { loadProviderConfig, type ProviderConfig } from '../providers/provider-config.ts';
import { ConfigError } from './config-error.ts';
import { type Env, isBase64Key, type LOG_LEVELS, zEnv } from './env-schema.ts';
import { createPiiKeyFile, JWT_SECRET_FILE, readOrCreateSecret } from './secrets.ts';

export { ConfigError } from './config-error.ts';

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute; relative DATA_DIR values are resolved from the repository root. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The shared rate-limit and lockout counters (lib/attempt-counters/create-counter-store.ts). */
  redisUrl: string | undefined;
  /** HS256 signing secret, at least 32 characters. */
  jwtSecret: string;
  /** The decoded 32-byte AES-256-GCM key for PII at rest. */
  piiKey: Buffer;
  logLevel: LogLevel;
  trustProxy: boolean | number | string[];
  /** Absolute; relative values are resolved from the repository root. */
  webDistDir: string;
  /** The staff console's build, served under /ops; absolute like webDistDir. */
  consoleDistDir: string;
  /** Largest accepted request body in bytes (1 MiB). */
  bodyLimit: number;
  /** `false` only when RATE_LIMITS=off (never in production). */
  rateLimitsEnabled: boolean;
  /** OPS_EMAIL + OPS_PASSWORD_HASH: the staff user provisioned at start-up (both or neither). */
  opsStaff: { email: string; passwordHash: string } | undefined;
  /** ADMIN_TOKEN: in production, what /metrics and /docs require; without it they are not served. */
  adminToken: string | undefined;
  /** The lifecycle's job engine: JOBS, JOBS_*, SANDBOX_VENDOR_DELAY_MS, LIFECYCLE_TEST_HANDLERS. */
  jobs: JobsConfig;
  /** Which implementation serves each third party (the *_PROVIDER variables). */
  providers: ProviderConfig;
}

export type EnvSource = Record<string, string | undefined>;

/**
 * Validates the environment once at start-up — the only place the server reads it. A bad value
 * throws a ConfigError whose message names the variable. Unset JWT_SECRET (outside production) and PII_KEY are generated once into
 * DATA_DIR (`jwt-secret`, `pii-key`, mode 0600) and reused on later starts.
 */
export function loadConfig(env: EnvSource = process.env): AppConfig {
  const parsed = parseEnv(env);
  checkPairedVariables(parsed);
  const dataDir = resolveFromRepoRoot(parsed.DATA_DIR);
  checkProductionRules(parsed);
  return {
    nodeEnv: parsed.NODE_ENV,
    isProduction: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(dataDir, JWT_SECRET_FILE),
    piiKey: Buffer.from(
      parsed.PII_KEY ?? readOrCreateSecret(dataDir, createPiiKeyFile(isBase64Key)),
      'base64',
    ),
    logLevel: parsed.LOG_LEVEL ?? defaultLogLevel(parsed.NODE_ENV),
    trustProxy: parsed.TRUST_PROXY,
    webDistDir: resolveFromRepoRoot(parsed.WEB_DIST_DIR),
    consoleDistDir: resolveFromRepoRoot(parsed.CONSOLE_DIST_DIR),
    bodyLimit: 1024 * 1024,
    rateLimitsEnabled: parsed.RATE_LIMITS === 'on',
    opsStaff:
      parsed.OPS_EMAIL && parsed.OPS_PASSWORD_HASH
        ? { email: parsed.OPS_EMAIL, passwordHash: parsed.OPS_PASSWORD_HASH }
        : undefined,
    adminToken: parsed.ADMIN_TOKEN,
    jobs: readPart(() => loadJobsConfig(env, parsed.NODE_ENV)),
    providers: readPart(() => loadProviderConfig(env)),
  };
}

/** A part of the configuration with its own reader, whose error names the variable. */
function readPart<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

function parseEnv(env: EnvSource): Env {
  const result = zEnv.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

function checkPairedVariables(env: Env): void {
  if ((env.OPS_EMAIL === undefined) !== (env.OPS_PASSWORD_HASH === undefined)) {
    const missing = env.OPS_EMAIL === undefined ? 'OPS_EMAIL' : 'OPS_PASSWORD_HASH';
    throw new ConfigError([`${missing}: is required when the other of OPS_EMAIL / OPS_PASSWORD_HASH is set`]);
  }
}

function checkProductionRules(env: Env): void {
  if (env.NODE_ENV !== 'production') {
    return;
  }
  const problems: string[] = [];
  if (env.JWT_SECRET === undefined) {
    problems.push('JWT_SECRET: is required when NODE_ENV=production');
  }
  if (env.RATE_LIMITS === 'off') {
    problems.push('RATE_LIMITS: cannot be off when NODE_ENV=production');
  }
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
}

function defaultLogLevel(nodeEnv: Env['NODE_ENV']): LogLevel {
  return nodeEnv === 'test' ? 'silent' : 'info';
}
