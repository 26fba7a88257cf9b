// The environments the bench starts the built server in (scripts/lib/server.mjs adds a fresh
// DATA_DIR and 127.0.0.1).
import { randomBytes } from 'node:crypto';

/** As an operator would run it: production mode, explicit secrets, PGlite unless DATABASE_URL. */
export function productionEnv(extra = {}) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PII_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Production's settings where the sandbox allows it: the sandbox clock (which ends the rescission
 * period) is refused when NODE_ENV=production, and so is RATE_LIMITS=off (many borrowers register
 * from one address here). So NODE_ENV=development, with explicit secrets, the jobs on and the
 * same log level as production (info, written to a pipe nobody reads, not pretty-printed).
 */
export function sandboxEnv(extra = {}) {
  return productionEnv({ NODE_ENV: 'development', RATE_LIMITS: 'off', JOBS: 'on', ...extra });
}
