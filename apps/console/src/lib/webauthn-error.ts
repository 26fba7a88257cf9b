/**
 * What to say when the browser's passkey prompt ends without a passkey: the person closed it, it
 * timed out, or the browser has no passkey for this site.
 */
export const PASSKEY_CANCELLED_MESSAGE = 'No passkey was used. Try again, or use your authentication code.';

export const PASSKEY_UNSUPPORTED_MESSAGE = 'This browser cannot use passkeys.';

const BY_NAME: Readonly<Record<string, string>> = {
  NotAllowedError: PASSKEY_CANCELLED_MESSAGE,
  AbortError: PASSKEY_CANCELLED_MESSAGE,
  InvalidStateError: 'This authenticator already holds a passkey for your account.',
  // Passkeys are bound to a domain name: an IP address (or a name the server does not own) fails.
  SecurityError: 'Passkeys do not work at this address; open the console at its domain name.',
  NotSupportedError: PASSKEY_UNSUPPORTED_MESSAGE,
  WebAuthnError: PASSKEY_UNSUPPORTED_MESSAGE,
};

/** The browser's own WebAuthn failures (not the server's answers) as a sentence for the page. */
export function webAuthnFailure(error: unknown): string | undefined {
  return error instanceof Error ? BY_NAME[error.name] : undefined;
}
