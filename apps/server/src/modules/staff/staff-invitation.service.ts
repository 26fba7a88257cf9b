import { createHmac } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import type { AcceptStaffInvitationBody, StaffInvitationBody } from '@hearth/domain/ops/staff-bodies';
import type { StaffInvitation, StaffMember } from '@hearth/domain/ops/staff-dto';
import { staffInvitationLink } from '@hearth/domain/ops/staff-links';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { isUniqueViolation } from '../identity/db-errors.ts';
import { hashPassword } from '../identity/password.ts';
import type { SendAccountMail } from '../notifications/sandbox-mail.ts';
import { findOrg } from '../org/registry/index.ts';
import { assertStaffPasswordAllowed } from './password-policy.ts';
import { hashOpaqueToken } from './second-factor.ts';
import { findStaffByEmail, insertStaff } from './staff.repository.ts';
import {
  findStaffInvitationByTokenHash,
  insertStaffInvitation,
  listPendingStaffInvitations,
  markStaffInvitationAccepted,
  type StaffInvitationRow,
} from './staff-invitation.repository.ts';
import { toStaffMember } from './staff-member.mapper.ts';

/** An invitation link works for 72 hours, once. */
export const STAFF_INVITATION_TTL_MS = 72 * 60 * 60_000;

export const STAFF_INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid',
  used: 'This invitation has already been used',
  expired: 'This invitation has expired; ask your administrator for a new one',
  staffExists: 'A staff member with this e-mail address already exists',
  unknownLender: 'Unknown lender',
} as const;

/**
 * The link's token is derived from the invitation (HMAC under the instance's JWT secret), so no
 * token is stored at all: the table keeps its SHA-256, and the sandbox can show a pending link again.
 */
function invitationToken(secret: string, invitationUuid: string): string {
  return createHmac('sha256', secret).update(`staff-invitation:${invitationUuid}`).digest('base64url');
}

function toStaffInvitation(row: StaffInvitationRow): StaffInvitation {
  return {
    uuid: row.uuid,
    email: row.email,
    role: row.role as StaffRole,
    orgCodes: row.orgCodes,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export interface InviteDeps {
  db: Db;
  secret: string;
  now: () => Date;
  sendMail: SendAccountMail;
  isProduction: boolean;
}

export async function inviteStaff(
  deps: InviteDeps,
  invitedBy: string,
  body: StaffInvitationBody,
): Promise<StaffInvitation> {
  const orgCodes = [...new Set(body.orgCodes ?? [])];
  if (orgCodes.some((code) => !findOrg(code))) {
    throw new AppError('VALIDATION', [STAFF_INVITATION_MESSAGES.unknownLender]);
  }
  if (await findStaffByEmail(deps.db, body.email)) {
    throw new AppError('CONFLICT', [STAFF_INVITATION_MESSAGES.staffExists]);
  }
  const uuid = crypto.randomUUID();
  const token = invitationToken(deps.secret, uuid);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertStaffInvitation(tx, {
      uuid,
      email: body.email.toLowerCase(),
      role: body.role,
      orgCodes,
      tokenHash: hashOpaqueToken(token),
      invitedByStaffUuid: invitedBy,
      expiresAt: new Date(now.getTime() + STAFF_INVITATION_TTL_MS),
    });
    await appendAudit(tx, {
      action: 'staff.invited',
      actor: { type: 'staff', uuid: invitedBy },
      entityUuid: uuid,
      payload: { invitationUuid: uuid, role: body.role, orgCodes },
    });
    return inserted;
  });
  deps.sendMail({
    to: { kind: 'staff-invitation', uuid },
    template: 'staff-invitation',
    // The lender console is in English.
    language: 'en',
    subject: 'You are invited to the lender console',
    text: 'Open the link within 72 hours to set your password, then set up an authenticator app.',
    ...(deps.isProduction ? {} : { link: staffInvitationLink(token) }),
  });
  return toStaffInvitation(row);
}

export async function listStaffInvitations(db: Db, now: Date): Promise<StaffInvitation[]> {
  return (await listPendingStaffInvitations(db, now)).map(toStaffInvitation);
}

/** Sandbox only: the pending invitations with their links, as the invitees were sent them. */
export async function listSandboxStaffInvitations(
  deps: Pick<InviteDeps, 'db' | 'secret' | 'now' | 'isProduction'>,
): Promise<(StaffInvitation & { link: string })[]> {
  if (deps.isProduction) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await listPendingStaffInvitations(deps.db, deps.now());
  return rows.map((row) => ({
    ...toStaffInvitation(row),
    link: staffInvitationLink(invitationToken(deps.secret, row.uuid)),
  }));
}

/** Sets the invitee's password (NIST 800-63B: long enough, not common) and creates their account. */
export async function acceptStaffInvitation(
  deps: { db: Db; now: () => Date },
  body: AcceptStaffInvitationBody,
): Promise<StaffMember> {
  const invitation = await findStaffInvitationByTokenHash(deps.db, hashOpaqueToken(body.token));
  if (!invitation) {
    throw new AppError('NOT_FOUND', [STAFF_INVITATION_MESSAGES.invalid]);
  }
  if (invitation.acceptedAt) {
    throw new AppError('CONFLICT', [STAFF_INVITATION_MESSAGES.used]);
  }
  const now = deps.now();
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', [STAFF_INVITATION_MESSAGES.expired]);
  }
  assertStaffPasswordAllowed(body.password, invitation.email);
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await markStaffInvitationAccepted(tx, invitation.uuid, now))) {
        throw new AppError('CONFLICT', [STAFF_INVITATION_MESSAGES.used]);
      }
      const staff = await insertStaff(tx, {
        email: invitation.email,
        passwordHash,
        role: invitation.role as StaffRole,
        orgCodes: invitation.orgCodes,
      });
      await appendAudit(tx, {
        action: 'staff.invitation-accepted',
        actor: { type: 'staff', uuid: staff.uuid },
        entityUuid: staff.uuid,
        payload: { invitationUuid: invitation.uuid },
      });
      return toStaffMember(staff);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', [STAFF_INVITATION_MESSAGES.staffExists]);
    }
    throw error;
  }
}
