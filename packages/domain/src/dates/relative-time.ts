import { format } from 'date-fns';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const RELATIVE_LIMIT_MS = 4 * WEEK_MS;

/** How long ago something was, in the largest whole unit, or its day once over 4 weeks ago. */
export type Elapsed =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day' | 'week'; count: number }
  | { unit: 'date'; date: Date };

/** KIT-018's measure: units floored, less than a minute (or a future date) is "now". */
export function measureElapsed(date: Date, now: Date = new Date()): Elapsed {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed > RELATIVE_LIMIT_MS) {
    return { unit: 'date', date };
  }
  const units = [
    ['week', WEEK_MS],
    ['day', DAY_MS],
    ['hour', HOUR_MS],
    ['minute', MINUTE_MS],
  ] as const;
  for (const [unit, size] of units) {
    if (elapsed >= size) {
      return { unit, count: Math.floor(elapsed / size) };
    }
  }
  return { unit: 'now' };
}

const SUFFIXES = { minute: 'm', hour: 'h', day: 'd', week: 'w' } as const;

/**
 * KIT-018: how long ago `date` was, as minutes ("5m"), hours ("3h"), days ("2d") or weeks ("4w");
 * less than a minute reads "now", and anything older than 4 weeks reads as its month and day
 * ("Mar 5"). Units are floored. A future date counts as "now".
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = measureElapsed(date, now);
  if (elapsed.unit === 'now') {
    return 'now';
  }
  if (elapsed.unit === 'date') {
    return format(elapsed.date, 'MMM d');
  }
  return `${elapsed.count}${SUFFIXES[elapsed.unit]}`;
}
