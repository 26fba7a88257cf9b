import { AppError } from '@hearth/domain/errors/app-error';
import {
  ASSIGN_OTHERS_REFUSED,
  ASSIGNEE_NOT_ELIGIBLE,
  type AssignableStaff,
  type Assignment,
} from '@hearth/domain/ops/queue-dto';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { findStaffByUuid } from '../staff/staff.repository.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { worksForLender } from './application-access.ts';
import { findApplicationOrg } from './application-search.repository.ts';
import {
  deleteAssignment,
  listActiveStaffOfLender,
  lockAssignment,
  upsertAssignment,
} from './assignment.repository.ts';

type Staff = Pick<AuthenticatedStaff, 'uuid' | 'role' | 'orgCodes'>;

/** Whoever may decide may work an application: the roles that send events. */
function mayTakeWork(role: string): boolean {
  return hasPermission(role as StaffRole, 'events.send');
}

async function lenderOf(db: Db, staff: Staff, applicationUuid: string): Promise<string> {
  const orgCode = await findApplicationOrg(db, applicationUuid);
  if (orgCode === undefined || !worksForLender(staff, orgCode)) {
    throw new AppError('NOT_FOUND');
  }
  return orgCode;
}

/**
 * Gives the application to a staff user: the caller themselves, or (with `applications.reassign`)
 * someone else who is active, works for the application's lender and may decide. Audited when the
 * assignee changes; assigning the current assignee again changes nothing.
 */
export async function assignApplication(
  db: Db,
  staff: Staff,
  applicationUuid: string,
  assigneeUuid: string,
): Promise<Assignment> {
  if (assigneeUuid !== staff.uuid && !hasPermission(staff.role, 'applications.reassign')) {
    throw new AppError('FORBIDDEN', [ASSIGN_OTHERS_REFUSED]);
  }
  const orgCode = await lenderOf(db, staff, applicationUuid);
  const assignee = await findStaffByUuid(db, assigneeUuid);
  if (!assignee?.active || !worksForLender(assignee, orgCode) || !mayTakeWork(assignee.role)) {
    throw new AppError('VALIDATION', [ASSIGNEE_NOT_ELIGIBLE]);
  }
  return db.transaction(async (tx) => {
    const current = await lockAssignment(tx, applicationUuid);
    const row =
      current?.staffUuid === assigneeUuid
        ? current
        : await upsertAssignment(tx, {
            applicationUuid,
            staffUuid: assigneeUuid,
            assignedBy: staff.uuid,
            assignedAt: new Date(),
          });
    if (current?.staffUuid !== assigneeUuid) {
      await appendAudit(tx, {
        action: 'ops.application-assigned',
        actor: { type: 'staff', uuid: staff.uuid },
        entityUuid: applicationUuid,
        payload: { staffUuid: assigneeUuid, previousStaffUuid: current?.staffUuid ?? null },
      });
    }
    return {
      applicationUuid,
      staffUuid: row.staffUuid,
      email: assignee.email,
      assignedBy: row.assignedBy,
      assignedAt: row.assignedAt.toISOString(),
    };
  });
}

/**
 * Releases the application: one's own always, someone else's with `applications.reassign`.
 * Releasing an unassigned application changes nothing.
 */
export async function unassignApplication(db: Db, staff: Staff, applicationUuid: string): Promise<void> {
  await lenderOf(db, staff, applicationUuid);
  await db.transaction(async (tx) => {
    const current = await lockAssignment(tx, applicationUuid);
    if (!current) {
      return;
    }
    if (current.staffUuid !== staff.uuid && !hasPermission(staff.role, 'applications.reassign')) {
      throw new AppError('FORBIDDEN', [ASSIGN_OTHERS_REFUSED]);
    }
    await deleteAssignment(tx, applicationUuid);
    await appendAudit(tx, {
      action: 'ops.application-unassigned',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: applicationUuid,
      payload: { previousStaffUuid: current.staffUuid },
    });
  });
}

/** Who the application can be given to: active staff of its lender who may decide. */
export async function listAssignableStaff(
  db: Db,
  staff: Staff,
  applicationUuid: string,
): Promise<AssignableStaff> {
  const orgCode = await lenderOf(db, staff, applicationUuid);
  const rows = await listActiveStaffOfLender(db, orgCode);
  return rows.filter((row) => mayTakeWork(row.role));
}
