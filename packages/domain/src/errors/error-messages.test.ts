import { describe, expect, it } from 'vitest';
import * as messages from './error-messages.ts';

describe('ERR catalogue messages, verbatim', () => {
  it.each([
    ['ERR-006', messages.UNEXPECTED_ERROR_MESSAGE, 'Something unexpected happened'],
    ['ERR-013', messages.IDENTITY_EXISTS_MESSAGE, 'identity exists'],
    ['ERR-022', messages.GENERIC_ERROR_BOX_MESSAGE, 'Something went wrong. Please try again.'],
    ['ERR-023', messages.USER_NOT_FOUND_MESSAGE, 'User not found'],
    ['ERR-024', messages.EXPERIMENT_APP_ID_REQUIRED_MESSAGE, 'App ID is required to save experiment'],
    ['ERR-025', messages.NO_PROFILE_UUID_MESSAGE, 'No profile uuid'],
    ['ERR-026', messages.PROFILE_FETCH_FAILED_MESSAGE, 'Failed to fetch profile details.'],
    ['ERR-027', messages.MISSING_JWT_MESSAGE, 'JWT error'],
    ['ERR-028', messages.DEV_LOGIN_FAILED_MESSAGE, 'Something unexpected happened logging you in'],
    [
      'ERR-029 session',
      messages.TELEMETRY_SESSION_FAILED_MESSAGE,
      'An error occurred while establishing a session, retries failed.',
    ],
    ['ERR-029 tracker', messages.TRACKER_SESSION_FAILED_MESSAGE, 'Could not establish session'],
    ['ERR-030', messages.DEFAULT_REQUEST_ERROR_MESSAGE, 'Request failed.'],
  ])('%s', (_id, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
