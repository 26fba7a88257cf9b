import { TZDate } from '@date-fns/tz';
import { addCalendarDays, getWeekday, isIsoDate } from '../dates/calendar-date.ts';
import { isFederalHoliday } from '../dates/us-federal-holidays.ts';

/**
 * When a travelling notary meets the borrower, on the clock of the property's zone: weekdays
 * 9:00–18:00, Saturdays 10:00–14:00, never on Sundays or federal holidays. Index = weekday
 * (0 = Sunday); hours as [open, close) in whole hours.
 */
export const NOTARY_HOURS: readonly (readonly [number, number] | null)[] = [
  null,
  [9, 18],
  [9, 18],
  [9, 18],
  [9, 18],
  [9, 18],
  [10, 14],
];
export const NOTARY_SLOT_MINUTES = 60;
/** A notary is booked a day ahead at least: no slot starts sooner than this after now. */
export const NOTARY_BOOKING_LEAD_MS = 24 * 60 * 60 * 1000;
/** One answer of the slots call covers this many calendar days. */
export const NOTARY_SLOT_DAYS = 7;
/** Appointments are offered up to this many days ahead. */
export const NOTARY_BOOKING_HORIZON_DAYS = 60;

export interface NotarySlot {
  /** ISO instants (UTC). */
  start: string;
  end: string;
}

export interface NotarySlotQuery {
  /** yyyy-MM-dd in `timeZone`: the first day asked for. */
  from: string;
  timeZone: string;
  /** Now on the lifecycle clock. */
  now: Date;
  /** When the notary waiting period ends (undefined: it has). */
  waitingEndsAt?: Date | undefined;
  days?: number;
}

/** The calendar date of an instant in `timeZone`, yyyy-MM-dd. */
export function getZonedIsoDate(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

function atLocalTime(isoDate: string, hour: number, minutes: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minutes, timeZone).getTime());
}

function listDaySlots(isoDate: string, timeZone: string): NotarySlot[] {
  const hours = NOTARY_HOURS[getWeekday(isoDate)];
  if (!hours || isFederalHoliday(isoDate)) {
    return [];
  }
  const slots: NotarySlot[] = [];
  for (
    let minute = hours[0] * 60;
    minute + NOTARY_SLOT_MINUTES <= hours[1] * 60;
    minute += NOTARY_SLOT_MINUTES
  ) {
    const start = atLocalTime(isoDate, Math.floor(minute / 60), minute % 60, timeZone);
    const end = new Date(start.getTime() + NOTARY_SLOT_MINUTES * 60_000);
    slots.push({ start: start.toISOString(), end: end.toISOString() });
  }
  return slots;
}

/** The earliest instant a slot may start: a day from now, and not before the waiting period ends. */
export function getEarliestSlotStart(now: Date, waitingEndsAt?: Date): Date {
  const lead = now.getTime() + NOTARY_BOOKING_LEAD_MS;
  return new Date(Math.max(lead, waitingEndsAt?.getTime() ?? 0));
}

/**
 * The slots of `days` calendar days from `from` (moved forward to the first day a slot can be
 * booked, so a page is never empty only because it lies in the past), within notary hours, after
 * the lead time and the waiting period, and within the booking horizon.
 */
export function listNotarySlots(query: NotarySlotQuery): NotarySlot[] {
  if (!isIsoDate(query.from)) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got "${query.from}"`);
  }
  const earliest = getEarliestSlotStart(query.now, query.waitingEndsAt);
  const earliestDay = getZonedIsoDate(earliest, query.timeZone);
  const lastDay = addCalendarDays(getZonedIsoDate(query.now, query.timeZone), NOTARY_BOOKING_HORIZON_DAYS);
  const firstDay = query.from.localeCompare(earliestDay) < 0 ? earliestDay : query.from;
  const slots: NotarySlot[] = [];
  for (let offset = 0; offset < (query.days ?? NOTARY_SLOT_DAYS); offset++) {
    const day = addCalendarDays(firstDay, offset);
    if (day.localeCompare(lastDay) > 0) {
      break;
    }
    slots.push(
      ...listDaySlots(day, query.timeZone).filter((slot) => Date.parse(slot.start) >= earliest.getTime()),
    );
  }
  return slots;
}

/** Whether `slotStart` (an ISO instant) is a slot the slots call offers now. */
export function isOfferedNotarySlot(
  slotStart: string,
  query: Omit<NotarySlotQuery, 'from' | 'days'>,
): boolean {
  const at = Date.parse(slotStart);
  if (Number.isNaN(at)) {
    return false;
  }
  const day = getZonedIsoDate(new Date(at), query.timeZone);
  return listNotarySlots({ ...query, from: day, days: 1 }).some((slot) => Date.parse(slot.start) === at);
}
