import { describe, expect, it } from 'vitest';
import { describeWeekHours, formatClock, groupWeekHours } from './describe-hours.ts';
import { WEEKDAYS } from './org-config.ts';

describe('formatClock', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['06:05', '6:05 AM'],
    ['12:00', '12:00 PM'],
    ['18:30', '6:30 PM'],
  ])('%s → %s', (input, output) => {
    expect(formatClock(input)).toBe(output);
  });
});

describe('describeWeekHours', () => {
  it('groups consecutive days with the same hours', () => {
    const week = WEEKDAYS.map((weekday, index) =>
      index === 6
        ? { weekday, weekdayValue: 7, isOpen: false }
        : index === 2
          ? { weekday, weekdayValue: 3, isOpen: true, startTime: '09:00', endTime: '12:00' }
          : { weekday, weekdayValue: index + 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
    );
    expect(describeWeekHours(week)).toEqual([
      'Monday – Tuesday: 6:00 AM – 6:00 PM PT',
      'Wednesday: 9:00 AM – 12:00 PM PT',
      'Thursday – Saturday: 6:00 AM – 6:00 PM PT',
      'Sunday: Closed',
    ]);
  });
});

describe('groupWeekHours', () => {
  it('keeps the days and clock times for a page to write in its own language', () => {
    const week = WEEKDAYS.map((weekday, index) =>
      index >= 5
        ? { weekday, weekdayValue: index + 1, isOpen: false }
        : { weekday, weekdayValue: index + 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
    );
    expect(groupWeekHours(week)).toEqual([
      { first: 'MONDAY', last: 'FRIDAY', hours: { start: '06:00', end: '18:00' } },
      { first: 'SATURDAY', last: 'SUNDAY', hours: undefined },
    ]);
  });
});
