/**
 * What to say when the browser's passkey prompt ends without a passkey: the person closed it, it
 * timed out, or the browser has no passkey for this site.
 */
export const PASSKEY_CANCELLED_MESSAGE = 'No passkey was used. Try again, or use your authentication code.';

export const PASSKEY_UNSUPPORTED_MESSAGE = 'This browser cannot use passkeys.';

/** The browser's own WebAuthn failures (not the server's answers) as a sentence for the page. */
export function webAuthnFailure(error: unknown): string | undefined {
  if (!(error instanceof Error)) {
    return undefined;
  }
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || error.name === 'InvalidStateError') {
    return error.name === 'InvalidStateError'
      ? 'This authenticator already holds a passkey for your account.'
      : PASSKEY_CANCELLED_MESSAGE;
  }
  if (
    error.name === 'WebAuthnError' ||
    error.name === 'NotSupportedError' ||
    error.name === 'SecurityError'
  ) {
    return PASSKEY_UNSUPPORTED_MESSAGE;
  }
  return undefined;
}
