import { AppError } from '@hearth/domain/errors/app-error';
import type { StaffAccountChangeBody } from '@hearth/domain/ops/staff-bodies';
import type { StaffMember } from '@hearth/domain/ops/staff-dto';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { findOrg } from '../org/registry/index.ts';
import { replaceRecoveryCodes } from './second-factor-records.repository.ts';
import { findStaffByUuid, listStaff, updateStaff } from './staff.repository.ts';
import { STAFF_INVITATION_MESSAGES } from './staff-invitation.service.ts';
import { toStaffMember } from './staff-member.mapper.ts';
import { deleteAllPasskeys } from './staff-passkey.repository.ts';
import { revokeAllStaffSessions } from './staff-session.repository.ts';

export const CANNOT_CHANGE_SELF = 'You cannot do this to your own account';

export async function listStaffMembers(db: Db): Promise<StaffMember[]> {
  return (await listStaff(db)).map(toStaffMember);
}

type AccountAction = 'disable' | 'enable' | 'reset-second-factor';

const AUDIT_ACTION = {
  disable: 'staff.disabled',
  enable: 'staff.enabled',
  'reset-second-factor': 'staff.second-factor-reset',
} as const;

/**
 * An admin changes another staff member's role or lenders; it applies to their next request (the
 * role is read on each). Never one's own, so a lender always keeps the admin who made the change.
 */
export async function changeStaffRoleOrLenders(
  deps: { db: Db },
  admin: { uuid: string },
  staffUuid: string,
  body: StaffAccountChangeBody,
): Promise<StaffMember> {
  if (admin.uuid === staffUuid) {
    throw new AppError('CONFLICT', [CANNOT_CHANGE_SELF]);
  }
  const orgCodes = body.orgCodes ? [...new Set(body.orgCodes)] : undefined;
  if (orgCodes?.some((code) => !findOrg(code))) {
    throw new AppError('VALIDATION', [STAFF_INVITATION_MESSAGES.unknownLender]);
  }
  return deps.db.transaction(async (tx) => {
    const row = await updateStaff(tx, staffUuid, {
      ...(body.role ? { role: body.role } : {}),
      ...(orgCodes ? { orgCodes } : {}),
    });
    if (!row) {
      throw new AppError('NOT_FOUND');
    }
    await appendAudit(tx, {
      action: 'staff.changed',
      actor: { type: 'staff', uuid: admin.uuid },
      entityUuid: staffUuid,
      payload: { role: row.role, orgCodes: row.orgCodes },
    });
    return toStaffMember(row);
  });
}

/**
 * An admin's change to another staff account. Disabling ends every session of theirs at once;
 * resetting the second factor (code, recovery codes and passkeys) does too, and their next log-in
 * enrols a new authenticator.
 */
export async function changeStaffAccount(
  deps: { db: Db; now: () => Date },
  admin: { uuid: string },
  staffUuid: string,
  action: AccountAction,
): Promise<StaffMember> {
  if (admin.uuid === staffUuid) {
    throw new AppError('CONFLICT', [CANNOT_CHANGE_SELF]);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await findStaffByUuid(tx, staffUuid))) {
      throw new AppError('NOT_FOUND');
    }
    const patch =
      action === 'reset-second-factor'
        ? { totpSecretEncrypted: null, totpConfirmedAt: null, totpLastStep: null }
        : { active: action === 'enable' };
    const row = await updateStaff(tx, staffUuid, patch);
    if (!row) {
      throw new AppError('NOT_FOUND');
    }
    if (action === 'reset-second-factor') {
      await replaceRecoveryCodes(tx, staffUuid, []);
      await deleteAllPasskeys(tx, staffUuid);
    }
    if (action !== 'enable') {
      await revokeAllStaffSessions(tx, staffUuid, deps.now());
    }
    await appendAudit(tx, {
      action: AUDIT_ACTION[action],
      actor: { type: 'staff', uuid: admin.uuid },
      entityUuid: staffUuid,
    });
    return toStaffMember(row);
  });
}
