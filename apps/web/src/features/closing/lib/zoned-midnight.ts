import { TZDate } from '@date-fns/tz';
import { toCalendarDate } from '@hearth/domain/dates/calendar-date';
import { addDays } from 'date-fns';

/** The instant `isoDate` ends in `timeZone`: midnight at the start of the next day there. */
export function getEndOfDayInstant(isoDate: string, timeZone: string): Date {
  const day = toCalendarDate(isoDate);
  // The wall-clock midnight in the zone; date-fns/tz resolves its offset, daylight saving included.
  const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), timeZone);
  return new Date(addDays(midnight, 1).getTime());
}
