import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, type StepJobLag, waitForStepJobs } from './step-job-lag.ts';

/** A lag that reads `readings` in turn (the last one again once they run out), counting reads. */
function lagReading(...readings: Array<number | Error>) {
  let reads = 0;
  const lag: StepJobLag = {
    seconds() {
      const reading = readings[Math.min(reads, readings.length - 1)];
      reads += 1;
      return reading instanceof Error ? Promise.reject(reading) : Promise.resolve(reading ?? 0);
    },
  };
  return { lag, reads: () => reads };
}

describe('a new application waiting for the step jobs', () => {
  it('goes ahead at once while the lag is within the pace', async () => {
    const { lag, reads } = lagReading(0.5);
    expect(await waitForStepJobs(lag, 1, { pollMs: 5, maxWaitMs: 5_000 })).toBeLessThan(5);
    expect(reads()).toBe(1);
  });

  it('waits until the lag is back within the pace', async () => {
    const { lag, reads } = lagReading(4, 3, 2, 0.8);
    expect(await waitForStepJobs(lag, 1, { pollMs: 5, maxWaitMs: 5_000 })).toBeGreaterThanOrEqual(14);
    expect(reads()).toBe(4);
  });

  it('goes ahead after the longest wait however far behind the jobs are', async () => {
    const { lag } = lagReading(20);
    const waited = await waitForStepJobs(lag, 1, { pollMs: 5, maxWaitMs: 40 });
    expect(waited).toBeGreaterThanOrEqual(40);
    expect(waited).toBeLessThan(1_000);
  });

  it('goes ahead when the lag cannot be read', async () => {
    const { lag, reads } = lagReading(5, new Error('connection lost'));
    await waitForStepJobs(lag, 1, { pollMs: 5, maxWaitMs: 5_000 });
    expect(reads()).toBe(2);
  });
});

describe('Retry-After of a refused create', () => {
  it('is the excess over the bound, between 5 and 60 s', () => {
    expect(retryAfterSeconds(20, 30)).toBeUndefined();
    expect(retryAfterSeconds(31, 30)).toBe(5);
    expect(retryAfterSeconds(52.5, 30)).toBe(23);
    expect(retryAfterSeconds(400, 30)).toBe(60);
  });
});
