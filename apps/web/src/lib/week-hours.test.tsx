import { describeWeekHours } from '@hearth/domain/org/describe-hours';
import { type OperatingHoursDay, WEEKDAYS } from '@hearth/domain/org/org-config';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../test/language.ts';
import { formatClockIn, useWeekHoursLines } from './week-hours.ts';

const WEEK: OperatingHoursDay[] = WEEKDAYS.map((weekday, index) => {
  if (index === 6) {
    return { weekday, weekdayValue: 7, isOpen: false };
  }
  const [startTime, endTime] = index === 2 ? ['09:00', '12:30'] : ['06:00', '18:00'];
  return { weekday, weekdayValue: index + 1, isOpen: true, startTime, endTime };
});

describe('useWeekHoursLines (ORG-030)', () => {
  it('writes English exactly as the domain does', () => {
    const { result } = renderHook(() => useWeekHoursLines(WEEK));
    expect(result.current).toEqual(describeWeekHours(WEEK));
    expect(result.current).toEqual([
      'Monday – Tuesday: 6:00 AM – 6:00 PM PT',
      'Wednesday: 9:00 AM – 12:30 PM PT',
      'Thursday – Saturday: 6:00 AM – 6:00 PM PT',
      'Sunday: Closed',
    ]);
  });

  it('writes Spanish days and times', async () => {
    await switchLanguageForTest('es');
    const { result } = renderHook(() => useWeekHoursLines(WEEK));
    expect(result.current).toEqual([
      'Lunes a martes: 6:00 a.m. – 6:00 p.m., hora del Pacífico',
      'Miércoles: 9:00 a.m. – 12:30 p.m., hora del Pacífico',
      'Jueves a sábado: 6:00 a.m. – 6:00 p.m., hora del Pacífico',
      'Domingo: Cerrado',
    ]);
  });
});

describe('formatClockIn', () => {
  it.each([
    ['00:00', 'en', '12:00 AM'],
    ['18:30', 'en', '6:30 PM'],
    ['00:00', 'es', '12:00 a.m.'],
    ['18:30', 'es', '6:30 p.m.'],
  ])('%s in %s → %s', (hhmm, language, written) => {
    expect(formatClockIn(hhmm, language)).toBe(written);
  });
});
