import { reportError } from './error-reporting.ts';

/**
 * ERR-004/036: errors are logged to the browser console and handed to the error reporter, which
 * skips network, timeout and fetch failures (ERR-037).
 */
export function logError(context: string, error: unknown): void {
  console.error(`[hearth] ${context}`, error);
  reportError(error, context);
}

/**
 * ERR-036: a call the backend failed (5xx, an answer that is not what it claims, or none at all),
 * logged as information: method, path (never the query, which may carry PII) and status.
 */
export function logRequestFailure(method: string, url: string, status: number, kind: string): void {
  const path = url.split('?')[0] ?? url;
  console.info(`[hearth] ${method} ${path} failed: ${status === 0 ? kind : status}`);
}
