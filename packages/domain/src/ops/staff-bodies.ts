import { z } from 'zod';
import { zEmail } from '../validation/email.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '../validation/max-length.ts';
import { REQUIRED_MESSAGE } from '../validation/required.ts';
import { zStaffRole } from './staff-role.ts';

/** NIST SP 800-63B for staff: at least 12 characters, up to 128, no composition rules. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
/** The server also refuses a password on its list of common and breached ones, with this message. */
export const STAFF_PASSWORD_COMMON = 'This password is too common; choose another';

export const zStaffNewPassword = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE, abort: true })
  .refine((password) => [...password].length >= STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_TOO_SHORT);

/** An opaque one-time value from a link or an earlier step (base64url). */
const zOpaqueToken = z
  .string({ error: REQUIRED_MESSAGE })
  .min(16, 'This link is not valid')
  .max(128, 'This link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid');

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx); spaces are ignored. */
export const zAuthenticationCode = z
  .string({ error: REQUIRED_MESSAGE })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, REQUIRED_MESSAGE)
      .max(32, 'Enter the 6-digit code or a recovery code')
      .regex(/^(\d{6}|[a-z2-7]{4}(-[a-z2-7]{4}){3})$/, 'Enter the 6-digit code or a recovery code'),
  );

/** The step after the password: the challenge it returned and an authentication code. */
export const zStaffSecondFactorBody = z.strictObject({ challenge: zOpaqueToken, code: zAuthenticationCode });
export type StaffSecondFactorBody = z.infer<typeof zStaffSecondFactorBody>;

/** Asks for a new authenticator secret during a log-in that has none yet. */
export const zStaffEnrolmentBody = z.strictObject({ challenge: zOpaqueToken });

/** Lenders (org codes) a staff member works for; none listed = every lender. */
const zOrgCodes = z.array(z.string().trim().min(1).max(64)).max(100);

export const zStaffInvitationBody = z.strictObject({
  email: zEmail,
  role: zStaffRole,
  orgCodes: zOrgCodes.optional(),
});
export type StaffInvitationBody = z.infer<typeof zStaffInvitationBody>;

export const zAcceptStaffInvitationBody = z.strictObject({
  token: zOpaqueToken,
  password: zStaffNewPassword,
});
export type AcceptStaffInvitationBody = z.infer<typeof zAcceptStaffInvitationBody>;

export const zStaffParams = z.strictObject({ uuid: z.uuid() });
export const zStaffSessionParams = z.strictObject({ id: z.uuid() });

/** An admin's change to a staff member: their role, the lenders they work for (empty = every lender). */
export const zStaffAccountChangeBody = z
  .strictObject({ role: zStaffRole.optional(), orgCodes: zOrgCodes.optional() })
  .refine((body) => body.role !== undefined || body.orgCodes !== undefined, {
    message: 'Give role or orgCodes',
  });
export type StaffAccountChangeBody = z.infer<typeof zStaffAccountChangeBody>;

/** New recovery codes replace the old ones once a current authenticator code confirms it. */
export const zRecoveryCodesBody = z.strictObject({ code: zAuthenticationCode });
