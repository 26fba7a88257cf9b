import { UTCDate } from '@date-fns/utc';
import type { Day } from 'date-fns';
// One function a path: the registration's first page loads this, and the package's index would
// bring every function along with it (decision 029).
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { getDay } from 'date-fns/getDay';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { lightFormat } from 'date-fns/lightFormat';
import { nextDay } from 'date-fns/nextDay';
import { previousDay } from 'date-fns/previousDay';

/**
 * Plain calendar dates as "yyyy-MM-dd" strings, computed by date-fns on UTC dates (UTCDate) so no
 * time zone — and no daylight-saving change — can shift a day. Weekdays: 0 = Sunday … 6 = Saturday.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_FORMAT = 'yyyy-MM-dd';

function toIsoDate(date: Date): string {
  return lightFormat(date, ISO_FORMAT);
}

/** Month 1-12; days and months out of range roll over (day 0 is the last day of the month before). */
function toUtcDate(year: number, month: number, day: number): UTCDate {
  return new UTCDate(year, month - 1, day);
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [, year, month, day] = match.map(Number);
  // A date that rolls over (31 February) is not the date written.
  return toIsoDate(toUtcDate(year ?? 0, month ?? 0, day ?? 0)) === value;
}

export function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got "${value}"`);
  }
}

/** A yyyy-MM-dd date as a date-fns date at midnight UTC (throws on anything else). */
export function toCalendarDate(isoDate: string): UTCDate {
  assertIsoDate(isoDate);
  return toUtcDate(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10)));
}

export function makeIsoDate(year: number, month: number, day: number): string {
  return toIsoDate(toUtcDate(year, month, day));
}

export function addCalendarDays(isoDate: string, days: number): string {
  return toIsoDate(addDays(toCalendarDate(isoDate), days));
}

export function getWeekday(isoDate: string): number {
  return getDay(toCalendarDate(isoDate));
}

/** The `nth` (1-based) `weekday` of a month (month 1-12). */
export function findNthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = toUtcDate(year, month, 1);
  const firstOfKind = getDay(first) === weekday ? first : nextDay(first, weekday as Day);
  return toIsoDate(addWeeks(firstOfKind, nth - 1));
}

/** The last `weekday` of a month (month 1-12). */
export function findLastWeekday(year: number, month: number, weekday: number): string {
  const last = lastDayOfMonth(toUtcDate(year, month, 1));
  return toIsoDate(getDay(last) === weekday ? last : previousDay(last, weekday as Day));
}
