import { describe, expect, it } from 'vitest';
import { zFilterDate, zFilterDateTime } from './filter-dates.ts';

describe('a date filter', () => {
  const date = zFilterDate('from must be a date');
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['1900-01-01', true],
    ['9999-12-31', true],
    ['1899-12-31', false],
    ['0000-02-29', false],
    ['0001-01-01', false],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('%s → %s', (value, valid) => {
    const result = date.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) {
      expect(result.error.issues.map((issue) => issue.message)).toEqual(['from must be a date']);
    }
  });
});

describe('a date-time filter', () => {
  const dateTime = zFilterDateTime('from must be an ISO date-time');
  it.each([
    ['2026-11-27T06:00:00Z', true],
    ['2026-11-27T06:00:00.123+14:00', true],
    ['1900-01-01T00:00:00-12:00', true],
    ['0000-02-29T00:00:00Z', false],
    ['0999-12-31T23:59:59Z', false],
    ['2026-11-27T06:00:00', false],
    ['2026-11-27', false],
  ])('%s → %s', (value, valid) => {
    const result = dateTime.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) {
      expect(result.error.issues.map((issue) => issue.message)).toEqual(['from must be an ISO date-time']);
    }
  });
});
