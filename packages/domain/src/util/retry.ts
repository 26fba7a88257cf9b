import { computeBackoffDelay } from './backoff.ts';

// Timers are global in browsers and Node; the domain package compiles without DOM or Node types.
declare function setTimeout(callback: () => void, ms: number): unknown;

export interface RetryOptions {
  /** Retries after the first attempt (OP-38: "up to 5 retries", so 6 attempts in all). */
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRIES = 5;
export const DEFAULT_RETRY_BASE_DELAY_MS = 1000;

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/**
 * CON-009: runs `operation`; on failure waits 1 s, 2 s, 4 s, 8 s, 16 s between up to 5 retries,
 * then rejects with the last error. `operation` receives the attempt number (0 first).
 */
export async function retryWithBackoff<T>(
  operation: (attempt: number) => Promise<T>,
  {
    retries = DEFAULT_RETRIES,
    baseDelayMs = DEFAULT_RETRY_BASE_DELAY_MS,
    sleep = sleepFor,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= retries) {
        throw error;
      }
      await sleep(computeBackoffDelay(attempt, { baseMs: baseDelayMs }));
    }
  }
}
