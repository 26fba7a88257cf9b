import { describe, expect, it } from 'vitest';
import { getEndOfDayInstant } from './zoned-midnight.ts';

// APP-006: the right to cancel ends at midnight after the last day, in the borrower's zone.
describe('getEndOfDayInstant', () => {
  it.each([
    ['an ordinary winter day in New York', '2026-01-15', 'America/New_York', '2026-01-16T05:00:00.000Z'],
    ['an ordinary summer day in New York', '2026-07-15', 'America/New_York', '2026-07-16T04:00:00.000Z'],
    // Clocks go forward at 2:00 on 8 March 2026: the 7th ends in EST, the 8th in EDT.
    ['the eve of the spring change', '2026-03-07', 'America/New_York', '2026-03-08T05:00:00.000Z'],
    ['the 23-hour day itself', '2026-03-08', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    // Clocks go back at 2:00 on 1 November 2026: the 31st ends in EDT, the 1st in EST.
    ['the eve of the autumn change', '2026-10-31', 'America/Los_Angeles', '2026-11-01T07:00:00.000Z'],
    ['the 25-hour day itself', '2026-11-01', 'America/Los_Angeles', '2026-11-02T08:00:00.000Z'],
    ['Arizona keeps standard time', '2026-03-08', 'America/Phoenix', '2026-03-09T07:00:00.000Z'],
    ['Hawaii', '2026-11-01', 'Pacific/Honolulu', '2026-11-02T10:00:00.000Z'],
    ['the last day of a leap February', '2028-02-29', 'America/Chicago', '2028-03-01T06:00:00.000Z'],
    ['the last day of the year', '2026-12-31', 'America/Anchorage', '2027-01-01T09:00:00.000Z'],
  ])('%s: %s in %s ends at %s', (_case, isoDate, timeZone, expected) => {
    expect(getEndOfDayInstant(isoDate, timeZone).toISOString()).toBe(expected);
  });
});
