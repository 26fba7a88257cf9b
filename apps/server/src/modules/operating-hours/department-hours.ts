import type { OperatingHoursDay, OrgConfig } from '@hearth/domain/org/org-config';
import { z } from 'zod';

/** API-042: the departments with hours. */
export const DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;
export const zDepartment = z.enum(DEPARTMENTS);
export type Department = z.infer<typeof zDepartment>;

/** The phone line keeps the org's support hours; chat has its own when the org sets them. */
export function getDepartmentHours(org: OrgConfig, department: Department): OperatingHoursDay[] {
  return department === 'OPS_CHAT'
    ? (org.chatHours ?? org.companyInfo.supportHours)
    : org.companyInfo.supportHours;
}
