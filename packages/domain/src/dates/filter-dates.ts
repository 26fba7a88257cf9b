import { z } from 'zod';

/**
 * The years a date filter may name. PostgreSQL has no year 0 (ISO 8601's 0000 is its 1 BC), and
 * a timestamp before year 1000 prints in a form it will not read back, so "0000-02-29" — a valid
 * ISO date — would fail in the database instead of at the door. No lender holds a record outside
 * these years.
 */
export const FILTER_YEARS = { first: 1900, last: 9999 } as const;

function inFilterYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= FILTER_YEARS.first && year <= FILTER_YEARS.last;
}

/** A yyyy-MM-dd date in the filter years. */
export function zFilterDate(message: string) {
  return z.iso.date({ message, abort: true }).refine(inFilterYears, { message });
}

/** An ISO date-time with an offset ("Z" or "+hh:mm") in the filter years. */
export function zFilterDateTime(message: string) {
  return z.iso.datetime({ offset: true, message, abort: true }).refine(inFilterYears, { message });
}
