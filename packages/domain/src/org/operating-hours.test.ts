import { describe, expect, it } from 'vitest';
import { getOpenStatus, getWeekSchedule } from './operating-hours.ts';
import { type OperatingHoursDay, WEEKDAYS } from './org-config.ts';

/** Weekdays 09:00–17:00 Pacific, Saturday 10:00–14:00, Sunday closed. */
const WEEK: OperatingHoursDay[] = WEEKDAYS.map((weekday, index) =>
  index < 5
    ? { weekday, weekdayValue: index + 1, isOpen: true, startTime: '09:00', endTime: '17:00' }
    : index === 5
      ? { weekday, weekdayValue: 6, isOpen: true, startTime: '10:00', endTime: '14:00' }
      : { weekday, weekdayValue: 7, isOpen: false },
);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('getOpenStatus (Pacific time)', () => {
  it.each([
    ['Wed 08:59 PDT, before opening', '2025-06-11T15:59:00Z', false, '2025-06-11T16:00:00.000Z', null],
    [
      'Wed 09:00 PDT, at opening',
      '2025-06-11T16:00:00Z',
      true,
      '2025-06-12T16:00:00.000Z',
      '2025-06-12T00:00:00.000Z',
    ],
    [
      'Wed 17:00 PDT, closing time is closed',
      '2025-06-12T00:00:00Z',
      false,
      '2025-06-12T16:00:00.000Z',
      null,
    ],
    [
      'Wed 09:30 PST in winter',
      '2025-01-15T17:30:00Z',
      true,
      '2025-01-16T17:00:00.000Z',
      '2025-01-16T01:00:00.000Z',
    ],
    ['Sat 13:00 PDT', '2025-06-14T20:00:00Z', true, '2025-06-16T16:00:00.000Z', '2025-06-14T21:00:00.000Z'],
    ['Sun, closed: opens Monday', '2025-06-15T19:00:00Z', false, '2025-06-16T16:00:00.000Z', null],
    [
      'Sat 1 Nov 2025 15:00 PDT: next opening Monday after the DST change',
      '2025-11-01T22:00:00Z',
      false,
      '2025-11-03T17:00:00.000Z',
      null,
    ],
  ])('%s', (_label, now, isOpen, opensAt, closesAt) => {
    const status = getOpenStatus(WEEK, new Date(now));
    expect({ isOpen: status.isOpen, opensAt: iso(status.opensAt), closesAt: iso(status.closesAt) }).toEqual({
      isOpen,
      opensAt,
      closesAt,
    });
  });

  it('never opens on a week with no open day', () => {
    const closed = WEEK.map((day) => ({
      weekday: day.weekday,
      weekdayValue: day.weekdayValue,
      isOpen: false,
    }));
    expect(getOpenStatus(closed, new Date('2025-06-11T18:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: null,
      closesAt: null,
    });
  });
});

describe('getWeekSchedule', () => {
  it('starts on the Pacific date, not the UTC one', () => {
    const days = getWeekSchedule(WEEK, new Date('2025-06-15T03:00:00Z'));
    expect(days[0]).toMatchObject({ date: '2025-06-14', weekday: 'SATURDAY' });
    expect(days.map((day) => day.weekdayValue)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });
});
