import { type OperatingHoursDay, WEEKDAYS } from '@hearth/domain/org/org-config';

/** Opening and closing time in Pacific time, or null for closed. */
type Span = readonly [start: string, end: string] | null;

/** A week from three spans: Monday to Friday, Saturday, Sunday. */
export function buildWeekHours(weekdays: Span, saturday: Span, sunday: Span): OperatingHoursDay[] {
  return WEEKDAYS.map((weekday, index) => {
    const span = index < 5 ? weekdays : index === 5 ? saturday : sunday;
    return span
      ? { weekday, weekdayValue: index + 1, isOpen: true, startTime: span[0], endTime: span[1] }
      : { weekday, weekdayValue: index + 1, isOpen: false };
  });
}

/** The support-hour patterns lenders use; all Pacific time (ORG-030). */
export const HOURS = {
  /** Phone line of a national lender. */
  standard: buildWeekHours(['06:00', '18:00'], ['08:00', '14:00'], null),
  /** Long hours, seven days. */
  extended: buildWeekHours(['05:00', '20:00'], ['07:00', '17:00'], ['09:00', '15:00']),
  /** Banker's hours, weekdays only. */
  banker: buildWeekHours(['07:00', '16:00'], null, null),
  /** Credit-union branch-style hours with a short Saturday. */
  creditUnion: buildWeekHours(['06:30', '17:30'], ['07:00', '12:00'], null),
} satisfies Record<string, OperatingHoursDay[]>;
export type HoursKey = keyof typeof HOURS;
