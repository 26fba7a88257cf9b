import { format } from 'date-fns';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const RELATIVE_LIMIT_MS = 4 * WEEK_MS;

/**
 * KIT-018: how long ago `date` was, as minutes ("5m"), hours ("3h"), days ("2d") or weeks ("4w");
 * less than a minute reads "now", and anything older than 4 weeks reads as its month and day
 * ("Mar 5"). Units are floored. A future date counts as "now".
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed > RELATIVE_LIMIT_MS) {
    return format(date, 'MMM d');
  }
  if (elapsed >= WEEK_MS) {
    return `${Math.floor(elapsed / WEEK_MS)}w`;
  }
  if (elapsed >= DAY_MS) {
    return `${Math.floor(elapsed / DAY_MS)}d`;
  }
  if (elapsed >= HOUR_MS) {
    return `${Math.floor(elapsed / HOUR_MS)}h`;
  }
  return elapsed >= MINUTE_MS ? `${Math.floor(elapsed / MINUTE_MS)}m` : 'now';
}
