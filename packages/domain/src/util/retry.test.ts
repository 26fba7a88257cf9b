import { describe, expect, it, vi } from 'vitest';
import { retryWithBackoff } from './retry.ts';

function failingTimes(failures: number) {
  return vi.fn(async (attempt: number) => {
    if (attempt < failures) {
      throw new Error(`failure ${attempt}`);
    }
    return `ok after ${attempt}`;
  });
}

describe('CON-009 retryWithBackoff', () => {
  it.each<[number, number[]]>([
    [0, []],
    [1, [1000]],
    [3, [1000, 2000, 4000]],
    [5, [1000, 2000, 4000, 8000, 16000]],
  ])('after %i failures it resolves, having waited %j', async (failures, waits) => {
    const sleep = vi.fn(async (_ms: number) => {});
    const operation = failingTimes(failures);
    await expect(retryWithBackoff(operation, { sleep })).resolves.toBe(`ok after ${failures}`);
    expect(operation).toHaveBeenCalledTimes(failures + 1);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual(waits);
  });

  it('rejects with the last error after 5 retries (6 attempts)', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const operation = failingTimes(Number.POSITIVE_INFINITY);
    await expect(retryWithBackoff(operation, { sleep })).rejects.toThrow('failure 5');
    expect(operation).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledTimes(5);
  });

  it('honours custom retries and base delay', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    await expect(retryWithBackoff(failingTimes(9), { retries: 2, baseDelayMs: 10, sleep })).rejects.toThrow(
      'failure 2',
    );
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([10, 20]);
  });

  it('really waits with the default sleep', async () => {
    vi.useFakeTimers();
    try {
      const operation = failingTimes(1);
      const result = retryWithBackoff(operation);
      await vi.advanceTimersByTimeAsync(999);
      expect(operation).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok after 1');
    } finally {
      vi.useRealTimers();
    }
  });
});
