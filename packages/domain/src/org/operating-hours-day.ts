import { z } from 'zod';
import { WEEKDAYS } from './org-constants.ts';

/**
 * A lender's opening hours for one weekday (ORG-030), as its configuration and the hours calls
 * carry them. Apart from the lender's whole configuration (org-config.ts), which a page of the app
 * never parses, so that the hours calls do not build its schemas.
 */
const zHhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm');

export const zOperatingHoursDay = z
  .object({
    weekday: z.enum(WEEKDAYS),
    weekdayValue: z.number().int().min(1).max(7),
    isOpen: z.boolean(),
    startTime: zHhMm.optional(),
    endTime: zHhMm.optional(),
  })
  .refine((day) => WEEKDAYS[day.weekdayValue - 1] === day.weekday, {
    message: 'weekdayValue does not match weekday (1 = MONDAY … 7 = SUNDAY)',
  })
  .refine((day) => !day.isOpen || (day.startTime && day.endTime && day.startTime < day.endTime), {
    message: 'An open day needs startTime before endTime',
  });
export type OperatingHoursDay = z.infer<typeof zOperatingHoursDay>;

/** A full week, Monday first (weekdayValue 1…7 in order). */
export const zWeekHours = z
  .array(zOperatingHoursDay)
  .length(7)
  .refine((days) => days.every((day, index) => day.weekdayValue === index + 1), {
    message: 'Expected the seven days in order, Monday first',
  });
