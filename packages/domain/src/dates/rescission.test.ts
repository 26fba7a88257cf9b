import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, makeIsoDate } from './calendar-date.ts';
import { addRescissionBusinessDays, getRescissionDeadline, isRescissionBusinessDay } from './rescission.ts';

describe('isRescissionBusinessDay: every day but Sundays and federal holidays', () => {
  it.each([
    ['2024-03-02', 'a Saturday', true],
    ['2024-03-03', 'a Sunday', false],
    ['2024-03-04', 'a Monday', true],
    ['2024-07-04', 'Independence Day', false],
    ['2024-11-28', 'Thanksgiving', false],
    ['2021-07-05', 'Independence Day observed', false],
    ['2021-12-24', 'Christmas observed', false],
    ['2021-12-25', 'Christmas on a Saturday', false],
  ])('%s (%s) → %s', (date, _label, expected) => {
    expect(isRescissionBusinessDay(date)).toBe(expected);
  });
});

describe('getRescissionDeadline: midnight of the third business day after the latest event', () => {
  it.each<[string, readonly [string, ...string[]], string]>([
    ['Friday signing: Saturday counts, Sunday does not', ['2024-03-01'], '2024-03-05'],
    ['Independence Day skipped', ['2024-07-03'], '2024-07-08'],
    ['Sunday then Veterans Day skipped', ['2024-11-09'], '2024-11-14'],
    ['Thanksgiving skipped', ['2024-11-27'], '2024-12-02'],
    ['observed Monday holiday skipped', ['2021-07-01'], '2021-07-06'],
    ['observed Friday and legal Saturday both skipped', ['2021-12-22'], '2021-12-28'],
    // Thursday: Friday 3 July is Independence Day observed, Saturday the 4th the legal day, then Sunday.
    ['observed Friday, legal Saturday and Sunday in a row', ['2026-07-02'], '2026-07-08'],
    // New Year's Day 2022 on a Saturday: observed Friday 31 December, across the year's end.
    ['New Year observed in the old year, then the legal day and Sunday', ['2021-12-30'], '2022-01-05'],
    // Christmas 2022 on a Sunday: observed Monday the 26th; the Saturday before still counts.
    ['Sunday holiday observed on Monday', ['2022-12-23'], '2022-12-28'],
    // Daylight saving begins Sunday 8 March 2026: calendar days, not 24-hour spans, are counted.
    ['across the start of daylight saving time', ['2026-03-06'], '2026-03-10'],
    ['across the end of daylight saving time', ['2026-10-30'], '2026-11-03'],
    ['the latest of several events counts', ['2024-03-01', '2024-03-04', '2024-02-28'], '2024-03-07'],
  ])('%s', (_case, events, expected) => {
    expect(getRescissionDeadline(events)).toBe(expected);
  });

  it('rejects a date that is not yyyy-MM-dd', () => {
    expect(() => getRescissionDeadline(['2024-03-01', '03/04/2024'])).toThrow('Expected a yyyy-MM-dd date');
  });

  it('ends on a business day with exactly three business days in the period', () => {
    const anyDate = fc
      .record({ year: fc.integer({ min: 2021, max: 2035 }), dayOfYear: fc.integer({ min: 0, max: 364 }) })
      .map(({ year, dayOfYear }) => addCalendarDays(makeIsoDate(year, 1, 1), dayOfYear));
    fc.assert(
      fc.property(anyDate, (start) => {
        const deadline = addRescissionBusinessDays(start, 3);
        expect(isRescissionBusinessDay(deadline)).toBe(true);
        let counted = 0;
        for (let day = addCalendarDays(start, 1); day <= deadline; day = addCalendarDays(day, 1)) {
          counted += isRescissionBusinessDay(day) ? 1 : 0;
        }
        expect(counted).toBe(3);
      }),
    );
  });
});
