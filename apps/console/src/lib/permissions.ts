import { hasPermission, type StaffPermission } from '@hearth/domain/ops/staff-permissions';
import type { StaffRole } from '@hearth/domain/ops/staff-role';

/** The domain's one role table decides the console's menus too; the server still checks every call. */
export function can(role: StaffRole | undefined, permission: StaffPermission): boolean {
  return role !== undefined && hasPermission(role, permission);
}
