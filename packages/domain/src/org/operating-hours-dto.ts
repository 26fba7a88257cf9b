import { z } from 'zod';
import { zOperatingHoursDay } from './operating-hours-day.ts';

/** API-042: the departments with hours. */
export const DEPARTMENTS = ['OPS_PHONE', 'OPS_CHAT'] as const;
export const zDepartment = z.enum(DEPARTMENTS);
export type Department = z.infer<typeof zDepartment>;

export const zHoursParams = z.object({ department: zDepartment });

export const zHoursQuery = z.object({
  /** `display=true` adds readable lines ("Monday – Friday: 6:00 AM – 6:00 PM PT"). */
  display: z.enum(['true', 'false']).optional(),
});

export const zDepartmentHours = z.object({
  department: zDepartment,
  timeZone: z.string(),
  days: z.array(zOperatingHoursDay),
  display: z.array(z.string()).optional(),
});

export const zOpenStatus = z.object({
  department: zDepartment,
  timeZone: z.string(),
  isOpen: z.boolean(),
  now: z.iso.datetime(),
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
});

export const zWeekSchedule = z.object({
  department: zDepartment,
  timeZone: z.string(),
  days: z.array(zOperatingHoursDay.and(z.object({ date: z.iso.date() }))),
});
