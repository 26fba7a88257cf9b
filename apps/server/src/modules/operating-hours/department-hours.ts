import type { Department } from '@hearth/domain/org/operating-hours-dto';
import type { OperatingHoursDay, OrgConfig } from '@hearth/domain/org/org-config';

/** The phone line keeps the org's support hours; chat has its own when the org sets them. */
export function getDepartmentHours(org: OrgConfig, department: Department): OperatingHoursDay[] {
  return department === 'OPS_CHAT'
    ? (org.chatHours ?? org.companyInfo.supportHours)
    : org.companyInfo.supportHours;
}
