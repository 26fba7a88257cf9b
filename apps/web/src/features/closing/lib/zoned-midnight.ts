import { addCalendarDays } from '@hearth/domain/dates/calendar-date';

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function getOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `isoDate` ends in `timeZone`: midnight at the start of the next day there. */
export function getEndOfDayInstant(isoDate: string, timeZone: string): Date {
  const wallMidnight = Date.parse(`${addCalendarDays(isoDate, 1)}T00:00:00Z`);
  let instant = wallMidnight - getOffsetMs(wallMidnight, timeZone);
  // A second pass settles a guess that fell on the other side of a daylight-saving change.
  instant = wallMidnight - getOffsetMs(instant, timeZone);
  return new Date(instant);
}
