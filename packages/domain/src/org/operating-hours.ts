import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { OperatingHoursDay } from './org-config.ts';
import { PACIFIC_TIME_ZONE, WEEKDAYS } from './org-constants.ts';

/** API-043: whether a department is open now, and when that changes (times in `timeZone`). */
export interface OpenStatus {
  isOpen: boolean;
  /** The current or next opening's closing time while open, else null. */
  closesAt: Date | null;
  /** The next opening after now, within a week; null when the week has no open day. */
  opensAt: Date | null;
}

/** A week day on a calendar date (`date` is yyyy-MM-dd in `timeZone`). */
export interface DatedOperatingHoursDay extends OperatingHoursDay {
  date: string;
}

export function getOpenStatus(
  week: OperatingHoursDay[],
  now: Date,
  timeZone = PACIFIC_TIME_ZONE,
): OpenStatus {
  const local = new TZDate(now.getTime(), timeZone);
  const today = findDay(week, local);
  const minutes = local.getHours() * 60 + local.getMinutes();
  const isOpen =
    isOpenDay(today) && toMinutes(today.startTime) <= minutes && minutes < toMinutes(today.endTime);
  return {
    isOpen,
    closesAt: isOpen ? atTime(local, today.endTime, timeZone) : null,
    opensAt: findNextOpening(week, local, minutes, timeZone),
  };
}

/** The seven days starting today, each with its calendar date. */
export function getWeekSchedule(
  week: OperatingHoursDay[],
  now: Date,
  timeZone = PACIFIC_TIME_ZONE,
): DatedOperatingHoursDay[] {
  const local = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(local, offset);
    return { ...findDay(week, date), date: format(date, 'yyyy-MM-dd') };
  });
}

/** 1 = Monday … 7 = Sunday (ORG-008) for a date read in its own time zone. */
export function getWeekdayValue(date: Date): number {
  const day = date.getDay();
  return day === 0 ? 7 : day;
}

function findNextOpening(week: OperatingHoursDay[], local: TZDate, minutes: number, timeZone: string) {
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(local, offset);
    const day = findDay(week, date);
    if (isOpenDay(day) && (offset > 0 || minutes < toMinutes(day.startTime))) {
      return atTime(date, day.startTime, timeZone);
    }
  }
  return null;
}

function findDay(week: OperatingHoursDay[], date: Date): OperatingHoursDay {
  const weekdayValue = getWeekdayValue(date);
  const day = week.find((entry) => entry.weekdayValue === weekdayValue);
  return day ?? { weekday: WEEKDAYS[weekdayValue - 1] ?? 'MONDAY', weekdayValue, isOpen: false };
}

type OpenDay = OperatingHoursDay & { startTime: string; endTime: string };

function isOpenDay(day: OperatingHoursDay): day is OpenDay {
  return day.isOpen && day.startTime !== undefined && day.endTime !== undefined;
}

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function atTime(date: Date, hhmm: string, timeZone: string): Date {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const at = new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hours, minutes, timeZone);
  return new Date(at.getTime());
}
