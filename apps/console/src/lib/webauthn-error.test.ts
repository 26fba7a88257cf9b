import { describe, expect, it } from 'vitest';
import { ConsoleApiError } from './api-error.ts';
import { PASSKEY_CANCELLED_MESSAGE, webAuthnFailure } from './webauthn-error.ts';

function browserError(name: string): Error {
  return Object.assign(new Error('from the browser'), { name });
}

describe('webAuthnFailure', () => {
  it('reads the browser’s refusals as sentences', () => {
    expect(webAuthnFailure(browserError('NotAllowedError'))).toBe(PASSKEY_CANCELLED_MESSAGE);
    expect(webAuthnFailure(browserError('InvalidStateError'))).toMatch(/already holds a passkey/);
    expect(webAuthnFailure(browserError('SecurityError'))).toMatch(/domain name/);
  });

  it('leaves the server’s answers to their own messages', () => {
    expect(webAuthnFailure(new ConsoleApiError(409, ['No passkey']))).toBeUndefined();
    expect(webAuthnFailure('text')).toBeUndefined();
  });
});
