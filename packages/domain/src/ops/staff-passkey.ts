import { z } from 'zod';

/** The browser's WebAuthn JSON is checked by the server's WebAuthn library; here only its outline. */
const zBase64Url = z.string().max(16_384);

/** `navigator.credentials.create()`'s answer, as JSON (RegistrationResponseJSON). */
export const zPasskeyRegistrationCredential = z.looseObject({
  id: z.string().min(1).max(1_400),
  rawId: z.string().min(1).max(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: zBase64Url,
    attestationObject: zBase64Url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** `navigator.credentials.get()`'s answer, as JSON (AuthenticationResponseJSON). */
export const zPasskeyAssertion = z.looseObject({
  id: z.string().min(1).max(1_400),
  rawId: z.string().min(1).max(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: zBase64Url,
    authenticatorData: zBase64Url,
    signature: zBase64Url,
    userHandle: z.string().max(1_024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** Options for the browser's WebAuthn call, passed to it as they are (`challenge` base64url). */
export const zPasskeyOptions = z.looseObject({ challenge: z.string() });

/**
 * POST /ops/api/v1/me/passkeys: the new passkey's answer, the name its owner gives it, and a
 * current authentication code (a stolen token alone cannot add a way back in).
 */
export const zPasskeyRegistrationBody = z.strictObject({
  code: z.string().trim().min(1, 'An authentication code is required').max(40),
  name: z.string().trim().min(1, 'Give the passkey a name').max(60, 'A name is at most 60 characters'),
  credential: zPasskeyRegistrationCredential,
});
export type PasskeyRegistrationBody = z.infer<typeof zPasskeyRegistrationBody>;

/** POST /ops/api/v1/login/passkey/options: the password step's challenge. */
export const zPasskeyLoginOptionsBody = z.strictObject({ challenge: z.string().min(1).max(200) });

/** POST /ops/api/v1/login/passkey: the password step's challenge and the passkey's assertion. */
export const zPasskeyLoginBody = z.strictObject({
  challenge: z.string().min(1).max(200),
  credential: zPasskeyAssertion,
});
export type PasskeyLoginBody = z.infer<typeof zPasskeyLoginBody>;

export const zPasskeyParams = z.strictObject({ uuid: z.uuid() });

/** One of the signed-in staff user's passkeys. */
export const zStaffPasskey = z.strictObject({
  uuid: z.uuid(),
  name: z.string(),
  transports: z.array(z.string()),
  /** The signature counter last seen (0 for passkeys that do not count). */
  counter: z.number().int().nonnegative(),
  backedUp: z.boolean(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type StaffPasskey = z.infer<typeof zStaffPasskey>;

export const PASSKEY_MESSAGES = {
  none: 'No passkey is set up for this account; use your authentication code',
  refused: 'The passkey could not be verified',
  expired: 'The passkey request expired; try again',
} as const;
