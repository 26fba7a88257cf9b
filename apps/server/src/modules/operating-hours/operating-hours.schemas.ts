import { zOperatingHoursDay } from '@hearth/domain/org/org-config';
import { z } from 'zod';
import { zDepartment } from './department-hours.ts';

export const zHoursParams = z.object({ department: zDepartment });

export const zHoursQuery = z.object({
  /** `display=true` adds readable lines ("Monday – Friday: 6:00 AM – 6:00 PM PT"). */
  display: z.enum(['true', 'false']).optional(),
});

export const zHoursHeaders = z.object({ 'x-org': z.string().optional() });

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
