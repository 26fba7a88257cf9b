import { describe, expect, it } from 'vitest';
import { loadJobsConfig, paceLagSecondsFor } from './jobs-config.ts';

describe('loadJobsConfig', () => {
  it.each([
    [{}, 'development', true],
    [{}, 'production', true],
    [{}, 'test', false],
    [{ JOBS: 'on' }, 'test', true],
    [{ JOBS: 'off' }, 'development', false],
    [{ JOBS: '' }, 'development', true],
  ] as const)('%o under %s → enabled %s', (env, nodeEnv, enabled) => {
    expect(loadJobsConfig(env, nodeEnv).enabled).toBe(enabled);
  });

  it('reads the intervals', () => {
    const config = loadJobsConfig(
      { JOBS_RECHECK_INTERVAL_MS: '2000', JOBS_RETRY_DELAY_SECONDS: '0' },
      'development',
    );
    expect(config.timing).toEqual({ recheckIntervalMs: 2000, retryDelaySeconds: 0 });
  });

  it('reads the workers per queue, between 1 and 32', () => {
    expect(loadJobsConfig({ JOBS_CONCURRENCY: '8' }, 'development').timing).toEqual({ concurrency: 8 });
    expect(() => loadJobsConfig({ JOBS_CONCURRENCY: '0' }, 'development')).toThrow(/^JOBS_CONCURRENCY:/);
    expect(() => loadJobsConfig({ JOBS_CONCURRENCY: '33' }, 'development')).toThrow(/^JOBS_CONCURRENCY:/);
  });

  it('refuses new applications past 30 s of lag by default, never under test or with 0', () => {
    expect(loadJobsConfig({}, 'production').maxQueueLagSeconds).toBe(30);
    expect(loadJobsConfig({}, 'test').maxQueueLagSeconds).toBeUndefined();
    expect(loadJobsConfig({ JOBS_MAX_QUEUE_LAG_SECONDS: '90' }, 'test').maxQueueLagSeconds).toBe(90);
    expect(
      loadJobsConfig({ JOBS_MAX_QUEUE_LAG_SECONDS: '0' }, 'production').maxQueueLagSeconds,
    ).toBeUndefined();
  });

  it('lets new applications wait past 1 s of lag on PostgreSQL by default, never on PGlite, under test or with 0', () => {
    const pace = (env: Record<string, string>, nodeEnv: 'production' | 'test', kind: 'postgres' | 'pglite') =>
      paceLagSecondsFor(loadJobsConfig(env, nodeEnv), kind);
    expect(pace({}, 'production', 'postgres')).toBe(1);
    expect(pace({}, 'production', 'pglite')).toBeUndefined();
    expect(pace({}, 'test', 'postgres')).toBeUndefined();
    expect(pace({ JOBS_PACE_LAG_SECONDS: '2.5' }, 'production', 'pglite')).toBe(2.5);
    expect(pace({ JOBS_PACE_LAG_SECONDS: '0.5' }, 'test', 'postgres')).toBe(0.5);
    expect(pace({ JOBS_PACE_LAG_SECONDS: '0' }, 'production', 'postgres')).toBeUndefined();
    expect(() => loadJobsConfig({ JOBS_PACE_LAG_SECONDS: '-1' }, 'production')).toThrow(
      /^JOBS_PACE_LAG_SECONDS:/,
    );
  });

  it('names the bad variable', () => {
    expect(() => loadJobsConfig({ JOBS: 'maybe' }, 'development')).toThrow(/^JOBS:/);
    expect(() => loadJobsConfig({ JOBS_RECHECK_INTERVAL_MS: 'soon' }, 'development')).toThrow(
      /^JOBS_RECHECK_INTERVAL_MS:/,
    );
  });

  it('refuses test handlers in production', () => {
    expect(() => loadJobsConfig({ LIFECYCLE_TEST_HANDLERS: '/tmp/x.ts' }, 'production')).toThrow(
      'LIFECYCLE_TEST_HANDLERS',
    );
  });
});
