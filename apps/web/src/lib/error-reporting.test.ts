import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../test/console-guard.ts';
import { ApiError, createTransportError, FetchError } from './api-error.ts';
import { isIgnoredByErrorReporting, reportError, setErrorReporter } from './error-reporting.ts';
import { logError } from './log-error.ts';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('ERR-037 error reporting ignores network, timeout and fetch failures', () => {
  const response = new Response('{}', { status: 500 });
  it.each<[string, unknown, boolean]>([
    ['a network failure', createTransportError('network'), true],
    ['a timeout', createTransportError('timeout'), true],
    ['a failed answer (FetchError)', new FetchError({ status: 500, kind: 'http', response }), true],
    ['fetch’s own TypeError', new TypeError('Failed to fetch'), true],
    ['an abort', new DOMException('The operation was aborted', 'AbortError'), true],
    ['a timeout signal', new DOMException('signal timed out', 'TimeoutError'), true],
    ['a bug', new TypeError('x is not a function'), false],
    ['an error of the app', new Error('Duplicate modal id'), false],
    ['an API error made without a response', new ApiError({ status: 0, kind: 'http' }), false],
  ])('%s → ignored: %s', (_, error, ignored) => {
    expect(isIgnoredByErrorReporting(error)).toBe(ignored);
  });

  it('reports nothing by default, and hands what it does not ignore to a plugged-in reporter', () => {
    expect(() => reportError(new Error('bug'), 'page')).not.toThrow();
    const reporter = vi.fn();
    restore = setErrorReporter(reporter);
    reportError(createTransportError('network'), 'page');
    reportError(new Error('bug'), 'page');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(new Error('bug'), 'page');
  });

  it('ERR-036: logError logs and reports through the same filter', () => {
    allowConsoleErrors();
    const reporter = vi.fn();
    restore = setErrorReporter(reporter);
    logError('submit', createTransportError('timeout'));
    logError('submit', new Error('bug'));
    expect(reporter).toHaveBeenCalledTimes(1);
  });
});
