import { describe, expect, it } from 'vitest';
import { findRescissionPeriod } from './rescission.ts';

// Reg Z 1026.15: three business days, Sundays and federal holidays not counted, from the later of
// consummation and the notice's delivery; the right ends at midnight after the last day (Hawaii's,
// the last US midnight).
describe('findRescissionPeriod', () => {
  it.each([
    ['a Monday', '2026-03-02T15:00:00Z', undefined, '2026-03-05', '2026-03-06T10:00:00.000Z'],
    [
      'a Friday (Saturday counts, Sunday does not)',
      '2026-03-06T15:00:00Z',
      undefined,
      '2026-03-10',
      '2026-03-11T10:00:00.000Z',
    ],
    ['before Thanksgiving', '2026-11-24T15:00:00Z', undefined, '2026-11-28', '2026-11-29T10:00:00.000Z'],
    ['before Christmas', '2026-12-23T15:00:00Z', undefined, '2026-12-28', '2026-12-29T10:00:00.000Z'],
    [
      'late evening Pacific (the UTC date is the next day)',
      '2026-03-03T06:30:00Z',
      undefined,
      '2026-03-06',
      '2026-03-07T10:00:00.000Z',
    ],
    [
      'a notice delivered after consummation',
      '2026-03-04T15:00:00Z',
      '2026-03-02T15:00:00Z',
      '2026-03-07',
      '2026-03-08T10:00:00.000Z',
    ],
  ])('delivered %s', (_label, delivered, consummated, deadline, endsAt) => {
    const period = findRescissionPeriod({
      noticeDeliveredAt: new Date(delivered),
      consummatedAt: consummated ? new Date(consummated) : undefined,
    });
    expect(period.deadline).toBe(deadline);
    expect(period.endsAt.toISOString()).toBe(endsAt);
  });
});
