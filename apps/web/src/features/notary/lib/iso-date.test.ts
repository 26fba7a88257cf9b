import { describe, expect, it } from 'vitest';
import { getLocalIsoDate, getNextIsoDate } from './iso-date.ts';

describe('getNextIsoDate: the day after an instant’s calendar day in the property’s zone', () => {
  it.each([
    ['an afternoon slot in New York', '2026-11-24T19:00:00Z', 'America/New_York', '2026-11-25'],
    // 03:30 UTC on the 25th is still the evening of the 24th in Los Angeles.
    ['a late slot, still the day before there', '2026-11-25T03:30:00Z', 'America/Los_Angeles', '2026-11-25'],
    ['the end of a month', '2026-04-30T15:00:00Z', 'America/Chicago', '2026-05-01'],
    ['the last slot before the spring change', '2026-03-07T22:00:00Z', 'America/New_York', '2026-03-08'],
    ['the 23-hour day itself', '2026-03-08T15:00:00Z', 'America/New_York', '2026-03-09'],
    ['the 25-hour day itself', '2026-11-01T23:30:00Z', 'America/Denver', '2026-11-02'],
    ['Hawaii, no daylight saving', '2026-12-31T20:00:00Z', 'Pacific/Honolulu', '2027-01-01'],
  ])('%s: %s in %s → %s', (_case, iso, timeZone, expected) => {
    expect(getNextIsoDate(iso, timeZone)).toBe(expected);
  });

  it('reads today from the device clock', () => {
    expect(getLocalIsoDate(new Date(2026, 1, 28, 23, 59))).toBe('2026-02-28');
  });
});
