import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, AppError, type AppErrorCode } from './app-error.ts';

describe('AppError code table', () => {
  it.each<[AppErrorCode, number, string]>([
    ['VALIDATION', 400, 'Invalid request'],
    ['UNKNOWN_ORG', 400, 'Unknown organization'],
    ['UNAUTHENTICATED', 401, 'unauthenticated'],
    ['FORBIDDEN', 403, 'Forbidden'],
    ['NOT_FOUND', 404, 'Not found'],
    ['CONFLICT', 409, 'identity exists'],
    ['PAYLOAD_TOO_LARGE', 413, 'The request body is too large'],
    ['UNPROCESSABLE', 422, 'The request could not be completed'],
    ['RATE_LIMITED', 429, 'Too many requests, please try again later'],
    ['INTERNAL', 500, 'Something unexpected happened'],
    ['UNAVAILABLE', 503, 'Service unavailable'],
  ])('%s → %i %s', (code, status, message) => {
    expect(APP_ERROR_CODES[code]).toEqual({ status, message });
    const error = new AppError(code);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'AppError', code, status, messages: [message], message });
  });

  it('has exactly the codes above', () => {
    expect(Object.keys(APP_ERROR_CODES)).toHaveLength(11);
  });
});

describe('AppError messages', () => {
  it('keeps given messages and joins them into Error.message', () => {
    const error = new AppError('VALIDATION', ['Please enter your email', 'Required']);
    expect(error.messages).toEqual(['Please enter your email', 'Required']);
    expect(error.message).toBe('Please enter your email; Required');
    expect(error.status).toBe(400);
  });

  it('falls back to the code message when given an empty list', () => {
    expect(new AppError('NOT_FOUND', []).messages).toEqual(['Not found']);
  });
});
