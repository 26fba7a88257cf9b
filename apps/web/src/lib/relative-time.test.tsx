import { formatRelativeTime } from '@hearth/domain/dates/relative-time';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguageForTest } from '../test/language.ts';
import { useRelativeTime } from './relative-time.ts';

const NOW = new Date(2024, 2, 30, 12, 0, 0);
const MINUTE = 60_000;
const AGO = {
  now: new Date(NOW.getTime() - 30_000),
  minutes: new Date(NOW.getTime() - 5 * MINUTE),
  hours: new Date(NOW.getTime() - 3 * 60 * MINUTE),
  days: new Date(NOW.getTime() - 2 * 24 * 60 * MINUTE),
  weeks: new Date(NOW.getTime() - 21 * 24 * 60 * MINUTE),
  longAgo: new Date(2024, 2, 1, 11, 0),
};

describe('useRelativeTime (KIT-018)', () => {
  it('reads in English exactly as the spec’s short forms', () => {
    const { result } = renderHook(() => useRelativeTime());
    for (const date of Object.values(AGO)) {
      expect(result.current(date, NOW)).toBe(formatRelativeTime(date, NOW));
    }
    expect(Object.values(AGO).map((date) => result.current(date, NOW))).toEqual([
      'now',
      '5m',
      '3h',
      '2d',
      '3w',
      'Mar 1',
    ]);
  });

  it('reads in Spanish', async () => {
    await switchLanguageForTest('es');
    const { result } = renderHook(() => useRelativeTime());
    expect(Object.values(AGO).map((date) => result.current(date, NOW))).toEqual([
      'ahora',
      'hace 5 min',
      'hace 3 h',
      'hace 2 d',
      'hace 3 sem',
      'el 1 mar',
    ]);
  });
});
