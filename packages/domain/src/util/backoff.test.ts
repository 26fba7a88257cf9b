import { describe, expect, it } from 'vitest';
import { computeBackoffDelay } from './backoff.ts';

describe('computeBackoffDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 5000],
    [13, 5000],
  ])('PRG-053 retry %i waits %i ms (base 1000, cap 5000)', (retry, expected) => {
    expect(computeBackoffDelay(retry, { baseMs: 1000, capMs: 5000 })).toBe(expected);
  });

  it.each([
    [0, 1000],
    [4, 16000],
  ])('uncapped retry %i waits %i ms', (retry, expected) => {
    expect(computeBackoffDelay(retry, { baseMs: 1000 })).toBe(expected);
  });
});
