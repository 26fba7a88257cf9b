export interface BackoffOptions {
  baseMs: number;
  capMs?: number;
}

/**
 * Exponential backoff: the wait before retry number `retry` (0 for the first retry) is
 * baseMs × 2^retry, never more than capMs. E.g. base 1000, cap 5000 (PRG-053): 1000, 2000, 4000, 5000…
 */
export function computeBackoffDelay(
  retry: number,
  { baseMs, capMs = Number.POSITIVE_INFINITY }: BackoffOptions,
): number {
  return Math.min(baseMs * 2 ** retry, capMs);
}
