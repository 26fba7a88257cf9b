import { describe, expect, it } from 'vitest';
import { addCalendarDays, findLastWeekday, findNthWeekday, getWeekday, isIsoDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-00-10', false],
    ['2024-1-10', false],
    ['not a date', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-03-09', 2, '2024-03-11'],
  ])('addCalendarDays(%s, %i) = %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('ignores daylight saving (US spring-forward weekend)', () => {
    expect(getWeekday('2024-03-10')).toBe(0);
    expect(addCalendarDays('2024-03-10', 1)).toBe('2024-03-11');
  });

  it.each([
    [2024, 1, 1, 3, '2024-01-15'],
    [2024, 9, 1, 1, '2024-09-02'],
    [2024, 11, 4, 4, '2024-11-28'],
  ])('findNthWeekday(%i, %i, %i, %i) = %s', (year, month, weekday, nth, expected) => {
    expect(findNthWeekday(year, month, weekday, nth)).toBe(expected);
  });

  it.each([
    [2024, 5, 1, '2024-05-27'],
    [2021, 5, 1, '2021-05-31'],
    [2024, 2, 4, '2024-02-29'],
  ])('findLastWeekday(%i, %i, %i) = %s', (year, month, weekday, expected) => {
    expect(findLastWeekday(year, month, weekday)).toBe(expected);
  });

  it('rejects a malformed date', () => {
    expect(() => addCalendarDays('2024-02-30', 1)).toThrow('Expected a yyyy-MM-dd date, got "2024-02-30"');
  });
});
