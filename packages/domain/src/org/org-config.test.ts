import { describe, expect, it } from 'vitest';
import { zOperatingHoursDay, zWeekHours } from './org-config.ts';
import { getStateName, isUsStateCode, US_STATES } from './us-states.ts';

describe('zOperatingHoursDay', () => {
  it.each([
    [{ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' }, true],
    [{ weekday: 'SUNDAY', weekdayValue: 7, isOpen: false }, true],
    [{ weekday: 'MONDAY', weekdayValue: 2, isOpen: false }, false],
    [{ weekday: 'MONDAY', weekdayValue: 1, isOpen: true }, false],
    [{ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '18:00', endTime: '06:00' }, false],
    [{ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '6:00', endTime: '18:00' }, false],
  ])('%j valid: %s', (day, valid) => {
    expect(zOperatingHoursDay.safeParse(day).success).toBe(valid);
  });

  it('needs a full week in order', () => {
    const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map(
      (weekday, i) => ({
        weekday,
        weekdayValue: i + 1,
        isOpen: false,
      }),
    );
    expect(zWeekHours.safeParse(week).success).toBe(true);
    expect(zWeekHours.safeParse(week.slice(1)).success).toBe(false);
    expect(zWeekHours.safeParse([...week].reverse()).success).toBe(false);
  });
});

describe('US states', () => {
  it('has the 50 states and DC', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(getStateName('NY')).toBe('New York');
    expect(getStateName('ZZ')).toBeUndefined();
    expect(isUsStateCode('toString')).toBe(false);
  });
});
