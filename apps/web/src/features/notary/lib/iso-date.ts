import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

const ISO_DATE = 'yyyy-MM-dd';

/** Today as yyyy-MM-dd on the borrower's device clock. */
export function getLocalIsoDate(now: Date): string {
  return format(now, ISO_DATE);
}

/** The day after the calendar day of the instant `iso` in `timeZone`, as yyyy-MM-dd. */
export function getNextIsoDate(iso: string, timeZone: string): string {
  return format(addDays(new TZDate(iso, timeZone), 1), ISO_DATE);
}
