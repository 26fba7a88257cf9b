import { describe, expect, it } from 'vitest';
import { createPaceFor, loadJobsConfig } from './jobs-config.ts';

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

  it('lets new applications wait past 0.25 s of lag by default, at most 10 s on PostgreSQL and 1 s on PGlite', () => {
    const pace = (env: Record<string, string>, nodeEnv: 'production' | 'test', kind: 'postgres' | 'pglite') =>
      createPaceFor(loadJobsConfig(env, nodeEnv), kind);
    expect(pace({}, 'production', 'postgres')).toEqual({ lagSeconds: 0.25, maxWaitMs: 10_000 });
    expect(pace({}, 'production', 'pglite')).toEqual({ lagSeconds: 0.25, maxWaitMs: 1_000 });
    expect(pace({ JOBS_PACE_LAG_SECONDS: '2.5' }, 'production', 'pglite')).toEqual({
      lagSeconds: 2.5,
      maxWaitMs: 1_000,
    });
  });

  it('never lets new applications wait under test (unless set) or with 0', () => {
    expect(createPaceFor(loadJobsConfig({}, 'test'), 'postgres')).toBeUndefined();
    expect(createPaceFor(loadJobsConfig({ JOBS_PACE_LAG_SECONDS: '1' }, 'test'), 'postgres')).toEqual({
      lagSeconds: 1,
      maxWaitMs: 10_000,
    });
    expect(
      createPaceFor(loadJobsConfig({ JOBS_PACE_LAG_SECONDS: '0' }, 'production'), 'postgres'),
    ).toBeUndefined();
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
