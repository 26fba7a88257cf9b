import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, type EnvSource, loadConfig } from '../src/config/env.ts';
import { REPO_ROOT } from '../src/lib/paths.ts';

let dataDir: string;
const JWT_SECRET = 'x'.repeat(32);
const PII_KEY = randomBytes(32).toString('base64');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-env-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function load(env: EnvSource) {
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET, PII_KEY, ...env });
}

function configErrorOf(env: EnvSource): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig: a bad value throws an error naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['JWT_SECRET', 'too-short'],
    ['PII_KEY', 'not-base64!'],
    ['PII_KEY', randomBytes(16).toString('base64')],
    ['PII_KEY', randomBytes(33).toString('base64')],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'sometimes'],
    ['RATE_LIMITS', 'maybe'],
    ['JOBS', 'maybe'],
    ['JOBS_CONCURRENCY', '0'],
    ['SANDBOX_VENDOR_DELAY_MS', 'soon'],
    ['TITLE_PROVIDER', 'acme'],
  ])('%s=%s', (variable, value) => {
    const error = configErrorOf({ [variable]: value });
    expect(error.message).toContain(`${variable}:`);
    expect(error.problems).toHaveLength(1);
  });

  it('reads the job engine and provider variables with the rest, once', () => {
    const config = load({ JOBS: 'on', JOBS_RECHECK_INTERVAL_MS: '2000', SANDBOX_VENDOR_DELAY_MS: '30' });
    expect(config.jobs).toMatchObject({
      enabled: true,
      timing: { recheckIntervalMs: 2000 },
      sandboxVendorDelayMs: 30,
    });
    expect(config.providers.lifecycle.title).toBe('sandbox');
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(error.problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL']);
  });

  it('requires JWT_SECRET in production', () => {
    const error = configErrorOf({ NODE_ENV: 'production', JWT_SECRET: undefined });
    expect(error.message).toContain('JWT_SECRET: is required when NODE_ENV=production');
  });

  it('refuses RATE_LIMITS=off in production', () => {
    expect(configErrorOf({ NODE_ENV: 'production', RATE_LIMITS: 'off' }).message).toContain('RATE_LIMITS');
  });
});

describe('loadConfig: defaults and parsing', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET, PII_KEY });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, '.data'),
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      rateLimitsEnabled: true,
    });
  });

  it('treats empty strings as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('resolves relative DATA_DIR and WEB_DIST_DIR from the repository root', () => {
    const config = load({ DATA_DIR: 'tmp/data', WEB_DIST_DIR: 'dist' });
    expect(config.dataDir).toBe(join(REPO_ROOT, 'tmp/data'));
    expect(config.webDistDir).toBe(join(REPO_ROOT, 'dist'));
  });

  it.each([['postgres://u@localhost:5432/db'], ['postgresql://u:p@db.internal/hearth?sslmode=require']])(
    'accepts DATABASE_URL %s',
    (url) => {
      expect(load({ DATABASE_URL: url }).databaseUrl).toBe(url);
    },
  );

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('decodes PII_KEY to 32 bytes', () => {
    expect(load({}).piiKey.equals(Buffer.from(PII_KEY, 'base64'))).toBe(true);
  });

  it('is silent by default under test', () => {
    expect(load({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });
});

describe('loadConfig: generated secrets', () => {
  it('generates JWT_SECRET and PII_KEY into DATA_DIR with mode 0600, then reuses them', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.piiKey).toHaveLength(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.piiKey.equals(first.piiKey)).toBe(true);
    for (const file of ['jwt-secret', 'pii-key']) {
      expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(join(dataDir, 'pii-key'), 'utf8').trim()).toBe(first.piiKey.toString('base64'));
  });

  it('prefers the environment over the stored files', () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(load({}).jwtSecret).toBe(JWT_SECRET);
  });

  it('names the variable when a stored secret is corrupt', () => {
    writeFileSync(join(dataDir, 'pii-key'), 'garbage\n');
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET })).toThrow(/PII_KEY: the stored value/);
  });

  it('generates a PII_KEY in production too, but never a JWT_SECRET', () => {
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET });
    expect(config.piiKey).toHaveLength(32);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });
});
