import { z } from 'zod';
import { zStaffRole } from './staff-role.ts';

/** After the password: finish with an authentication code, or enrol an authenticator first. */
export const zStaffPasswordStep = z.strictObject({
  /** Opaque, one log-in, five minutes. */
  challenge: z.string(),
  secondFactor: z.enum(['CODE', 'ENROL']),
});

/** A new authenticator: scan the QR code (or type the secret), then confirm with a code. */
export const zStaffEnrolment = z.strictObject({
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, `data:image/svg+xml;base64,…`. */
  qrCode: z.string(),
  secret: z.string(),
});

export const zStaffSignedIn = z.strictObject({
  uuid: z.uuid(),
  jwt: z.string(),
  email: z.string(),
  role: zStaffRole,
});

/** Enrolment ends signed in, with ten recovery codes shown this once. */
export const zStaffEnrolled = zStaffSignedIn.extend({ recoveryCodes: z.array(z.string()) });

/** A new set of recovery codes, shown this once (the old ones stop working). */
export const zRecoveryCodes = z.strictObject({ recoveryCodes: z.array(z.string()) });

export const zStaffMember = z.strictObject({
  uuid: z.uuid(),
  email: z.string(),
  role: zStaffRole,
  /** The lenders they work for; empty = every lender. */
  orgCodes: z.array(z.string()),
  active: z.boolean(),
  secondFactorEnrolled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof zStaffMember>;

export const zStaffInvitation = z.strictObject({
  uuid: z.uuid(),
  email: z.string(),
  role: zStaffRole,
  orgCodes: z.array(z.string()),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof zStaffInvitation>;

/** Sandbox only: a pending invitation with the link the invitee was sent. */
export const zSandboxStaffInvitation = zStaffInvitation.extend({ link: z.string() });

export const zStaffSession = z.strictObject({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof zStaffSession>;
