import type { StaffMember } from '@hearth/domain/ops/staff-dto';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { StaffRow } from './staff.repository.ts';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    uuid: row.uuid,
    email: row.email,
    role: row.role as StaffRole,
    orgCodes: row.orgCodes,
    active: row.active,
    secondFactorEnrolled: row.totpConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
