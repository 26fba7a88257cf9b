import { z } from 'zod';

/**
 * OP-31 (decision 019): how a lender's borrowers sign in. PASSWORD is the classic flow (register-v2
 * asks phone and e-mail, then a password); BROKER, the new auth mode, signs in through the identity
 * broker's hosted log-in, which already holds the phone and e-mail, so register-v2 skips
 * phone-and-email (REG-012). A lender turns it on with the flag `fe-heloc-new-auth-mode`.
 */
export const AUTH_MODES = ['PASSWORD', 'BROKER'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** What the borrower is about to do: sign in, or register. */
export const AUTH_INTENTS = ['LOGIN', 'REGISTER'] as const;

/** API-070: the lookup by application, mode and org. */
export const zAuthModeQuery = z.strictObject({
  orgCode: z.string().trim().min(1).max(64),
  mode: z.enum(AUTH_INTENTS),
  applicationUuid: z.uuid().optional(),
  org: z.string().optional(),
});

export const zAuthModeLookup = z.strictObject({
  orgCode: z.string(),
  mode: z.enum(AUTH_INTENTS),
  authMode: z.enum(AUTH_MODES),
  skipsContactInfo: z.boolean(),
  /** The external-state call (API-071) to send the browser to; null in PASSWORD mode. */
  externalStateUrl: z.string().nullable(),
});
export type AuthModeLookup = z.infer<typeof zAuthModeLookup>;

/** API-071: the signed state the lookup handed out. */
export const zExternalStateQuery = z.strictObject({
  state: z.string().min(1).max(2000),
  org: z.string().optional(),
});

export const INVALID_EXTERNAL_STATE = 'The sign-in link is invalid or has expired';
