import { addCalendarDays, assertIsoDate, getWeekday } from './calendar-date.ts';
import { isFederalHoliday } from './us-federal-holidays.ts';

/** Reg Z 1026.15 / 1026.23: the borrower may rescind until midnight of the third business day. */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * Reg Z 1026.2(a)(6): for rescission a business day is every calendar day except Sundays and
 * federal legal holidays. We exclude both a holiday's legal and observed dates, so the period can
 * only err longer — never shorter — for the borrower.
 */
export function isRescissionBusinessDay(isoDate: string): boolean {
  return getWeekday(isoDate) !== 0 && !isFederalHoliday(isoDate);
}

/** The date `count` rescission business days after `isoDate` (the start day itself not counted). */
export function addRescissionBusinessDays(isoDate: string, count: number): string {
  let date = isoDate;
  let remaining = count;
  while (remaining > 0) {
    date = addCalendarDays(date, 1);
    if (isRescissionBusinessDay(date)) {
      remaining -= 1;
    }
  }
  return date;
}

/**
 * The last day to rescind: the third business day after the latest of consummation, delivery of
 * the rescission notice and delivery of the material disclosures (yyyy-MM-dd dates).
 */
export function getRescissionDeadline(eventDates: readonly [string, ...string[]]): string {
  eventDates.forEach(assertIsoDate);
  const latest = eventDates.reduce((later, date) => (date.localeCompare(later) > 0 ? date : later));
  return addRescissionBusinessDays(latest, RESCISSION_BUSINESS_DAYS);
}
