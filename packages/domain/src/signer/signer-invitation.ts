import { z } from 'zod';
import { zNewPasswordWithConfirm, zPassword } from '../validation/password.ts';

/** The page an invitation link opens (SGN-003 resume); the token rides in its `token` query. */
export const SIGNER_RESUME_PATH = '/heloc-signer/resume';

/** How long an invitation link lasts: a week, as a lender's e-mailed link would. */
export const SIGNER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Please ask the borrower to send you a new one.',
  expired: 'This invitation link has expired. Please ask the borrower to send you a new one.',
  used: 'This invitation link has already been used. Please log in to continue.',
  wrongPassword: 'That password is not correct for this email address',
} as const;

/** 32 random bytes, base64url: 43 characters. */
export const zInvitationToken = z
  .string({ error: INVITATION_MESSAGES.invalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, INVITATION_MESSAGES.invalid);

/** `POST …/heloc/signer/invitation`: what the link is for, before the owner accepts it. */
export const zInvitationLookupBody = z.strictObject({ token: zInvitationToken });

/**
 * `POST …/heloc/signer/invitation/accept`: a new owner sets a password (the registration rules
 * apply, checked by the server too); an owner who already has an account gives theirs.
 */
export const zAcceptInvitationBody = z.strictObject({ token: zInvitationToken, password: zPassword });
export type AcceptInvitationBody = z.infer<typeof zAcceptInvitationBody>;

/** The resume page's form for a new account: the password twice. */
export const zSignerPasswordForm = zNewPasswordWithConfirm;
export type SignerPasswordForm = z.infer<typeof zSignerPasswordForm>;

/** The resume page's form for an existing account. */
export const zSignerLoginForm = z.object({ password: zPassword });
export type SignerLoginForm = z.infer<typeof zSignerLoginForm>;

/** What a valid link shows: who is invited, by whom, for which lender. */
export const zInvitationSummary = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  borrowerName: z.string(),
  lenderName: z.string(),
  /** An account already exists for the e-mail: the owner logs in rather than sets a password. */
  hasAccount: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type InvitationSummary = z.infer<typeof zInvitationSummary>;

export const zAcceptInvitationResponse = z.strictObject({
  jwt: z.string(),
  applicationUuid: z.uuid(),
});
export type AcceptInvitationResponse = z.infer<typeof zAcceptInvitationResponse>;
