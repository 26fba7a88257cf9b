/**
 * Plain calendar dates as "yyyy-MM-dd" strings, computed in UTC so no time zone can shift a day.
 * Weekdays: 0 = Sunday … 6 = Saturday.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [, year, month, day] = match.map(Number);
  return toIsoDate(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0)) === value;
}

export function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got "${value}"`);
  }
}

function toUtcMs(isoDate: string): number {
  assertIsoDate(isoDate);
  return Date.parse(`${isoDate}T00:00:00Z`);
}

function toIsoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

export function makeIsoDate(year: number, month: number, day: number): string {
  return toIsoDate(Date.UTC(year, month - 1, day));
}

export function addCalendarDays(isoDate: string, days: number): string {
  return toIsoDate(toUtcMs(isoDate) + days * DAY_MS);
}

export function getWeekday(isoDate: string): number {
  return new Date(toUtcMs(isoDate)).getUTCDay();
}

/** The `nth` (1-based) `weekday` of a month (month 1-12). */
export function findNthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = makeIsoDate(year, month, 1);
  return addCalendarDays(first, ((weekday - getWeekday(first) + 7) % 7) + (nth - 1) * 7);
}

/** The last `weekday` of a month (month 1-12). */
export function findLastWeekday(year: number, month: number, weekday: number): string {
  const last = makeIsoDate(year, month + 1, 0);
  return addCalendarDays(last, -((getWeekday(last) - weekday + 7) % 7));
}
