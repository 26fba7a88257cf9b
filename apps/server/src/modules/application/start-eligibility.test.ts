import { describe, expect, it } from 'vitest';
import { HELOC_WAIT_DAYS, isWithinHelocWait } from './start-eligibility.ts';

describe('isWithinHelocWait: a completed HELOC blocks a new one for 45 whole days', () => {
  it('waits 45 days', () => {
    expect(HELOC_WAIT_DAYS).toBe(45);
  });

  const created = new Date('2026-01-10T15:30:00Z');
  it.each([
    ['the same day', '2026-01-10T23:59:00Z', true],
    ['44 days and 23 hours on', '2026-02-24T14:30:00Z', true],
    ['45 whole days on (still blocked: the window is inclusive)', '2026-02-24T15:30:00Z', true],
    ['a minute before 46 whole days', '2026-02-25T15:29:00Z', true],
    ['46 whole days on', '2026-02-25T15:30:00Z', false],
    ['a creation a moment in the future (clock skew)', '2026-01-10T15:29:00Z', true],
  ])('%s → %s', (_case, now, expected) => {
    expect(isWithinHelocWait(created, new Date(now))).toBe(expected);
  });
});
