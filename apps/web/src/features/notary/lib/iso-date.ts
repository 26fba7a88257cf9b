import { addCalendarDays } from '@hearth/domain/dates/calendar-date';

/** Today as yyyy-MM-dd on the borrower's device clock. */
export function getLocalIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day after the calendar day of the instant `iso` in `timeZone`, as yyyy-MM-dd. */
export function getNextIsoDate(iso: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return addCalendarDays(format.format(new Date(iso)), 1);
}
