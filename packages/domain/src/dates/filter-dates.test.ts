import { describe, expect, it } from 'vitest';
import { zFilterDate, zFilterDateTime } from './filter-dates.ts';

const date = zFilterDate('from must be a date');
const dateTime = zFilterDateTime('from must be an ISO date-time');

describe('date filters', () => {
  it.each([
    ['2026-02-28', true, date],
    ['2024-02-29', true, date],
    ['1900-01-01', true, date],
    ['9999-12-31', true, date],
    ['1899-12-31', false, date],
    ['0000-02-29', false, date],
    ['0001-01-01', false, date],
    ['2026-02-29', false, date],
    ['2026-13-01', false, date],
    ['26-01-01', false, date],
    ['2026-11-27T06:00:00Z', true, dateTime],
    ['2026-11-27T06:00:00.123+14:00', true, dateTime],
    ['1900-01-01T00:00:00-12:00', true, dateTime],
    ['0000-02-29T00:00:00Z', false, dateTime],
    ['0999-12-31T23:59:59Z', false, dateTime],
    ['2026-11-27T06:00:00', false, dateTime],
    ['2026-11-27', false, dateTime],
  ])('%s → %s, with the field’s one message when refused', (value, valid, schema) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) {
      const message = schema === date ? 'from must be a date' : 'from must be an ISO date-time';
      expect(result.error.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });
});
