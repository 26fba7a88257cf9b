import { ApiError, FetchError } from './api-error.ts';

/** Where reported errors go: a lender may plug in an error-reporting service (OP-16). */
export type ErrorReporter = (error: unknown, context: string) => void;

const NO_REPORTER: ErrorReporter = () => {};
let reporter: ErrorReporter = NO_REPORTER;

/** Plugs in a reporter (none by default: nothing leaves the browser); returns the way back. */
export function setErrorReporter(next: ErrorReporter): () => void {
  reporter = next;
  return () => {
    reporter = NO_REPORTER;
  };
}

const TRANSPORT_ERROR_NAMES = new Set(['AbortError', 'TimeoutError', 'NetworkError']);

/**
 * ERR-037: failures of the network, a timeout or a call's answer (FetchError) are not bugs of the
 * app: they are logged (ERR-036) but never reported.
 */
export function isIgnoredByErrorReporting(error: unknown): boolean {
  if (error instanceof FetchError) {
    return true;
  }
  if (error instanceof ApiError) {
    return error.kind === 'network' || error.kind === 'timeout';
  }
  // A DOMException (an abort, a timed-out signal) is not an Error in every browser: read its name.
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && TRANSPORT_ERROR_NAMES.has(name)) {
    return true;
  }
  return error instanceof TypeError && /failed to fetch|network|load failed/i.test(error.message);
}

/** Sends an error to the reporter unless it is one the reporting ignores (ERR-037). */
export function reportError(error: unknown, context: string): void {
  if (!isIgnoredByErrorReporting(error)) {
    reporter(error, context);
  }
}
