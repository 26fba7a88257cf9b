import { describe, expect, it } from 'vitest';
import { US_STATES } from '../org/us-states.ts';
import { getPropertyTimeZone, STATE_TIME_ZONES } from './property-time-zone.ts';

describe('getPropertyTimeZone', () => {
  it.each<[string | null, string | null]>([
    ['OR', 'America/Los_Angeles'],
    ['TX', 'America/Chicago'],
    ['ny', 'America/New_York'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['ZZ', null],
    [null, null],
  ])('%s → %s', (state, zone) => {
    expect(getPropertyTimeZone(state)).toBe(zone);
  });

  it('knows every state, each a zone the runtime can use', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual(Object.keys(US_STATES).sort());
    for (const zone of Object.values(STATE_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});
