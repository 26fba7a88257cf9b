import { describe, expect, it } from 'vitest';
import { formatRelativeTime, measureElapsed } from './relative-time.ts';

const NOW = new Date(2024, 2, 30, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('KIT-018 formatRelativeTime', () => {
  it.each<[string, number, string]>([
    ['just now', 30_000, 'now'],
    ['in the future', -5 * MINUTE, 'now'],
    ['one minute', MINUTE, '1m'],
    ['59 minutes', 59 * MINUTE + 59_000, '59m'],
    ['one hour', HOUR, '1h'],
    ['23 hours', 23 * HOUR + 59 * MINUTE, '23h'],
    ['one day', DAY, '1d'],
    ['six days', 6 * DAY + 23 * HOUR, '6d'],
    ['one week', WEEK, '1w'],
    ['exactly four weeks', 4 * WEEK, '4w'],
  ])('%s → %s', (_case, ago, expected) => {
    expect(formatRelativeTime(new Date(NOW.getTime() - ago), NOW)).toBe(expected);
  });

  it('after 4 weeks shows the month and day', () => {
    expect(formatRelativeTime(new Date(2024, 2, 1, 11, 0), NOW)).toBe('Mar 1');
    expect(formatRelativeTime(new Date(2023, 11, 25, 9, 0), NOW)).toBe('Dec 25');
  });
});

describe('measureElapsed', () => {
  it.each<[number, ReturnType<typeof measureElapsed>]>([
    [30_000, { unit: 'now' }],
    [-5 * MINUTE, { unit: 'now' }],
    [59 * MINUTE, { unit: 'minute', count: 59 }],
    [5 * HOUR, { unit: 'hour', count: 5 }],
    [6 * DAY + 23 * HOUR, { unit: 'day', count: 6 }],
    [4 * WEEK, { unit: 'week', count: 4 }],
  ])('%i ms ago → %j', (ago, elapsed) => {
    expect(measureElapsed(new Date(NOW.getTime() - ago), NOW)).toEqual(elapsed);
  });

  it('gives the day itself after 4 weeks', () => {
    const date = new Date(2024, 2, 1, 11, 0);
    expect(measureElapsed(date, NOW)).toEqual({ unit: 'date', date });
  });
});
