import { describe, expect, it } from 'vitest';
import { toAdvanceMs, zAdvanceClockBody, zOpsApplicationQuery } from './ops-bodies.ts';

const HOUR = 60 * 60 * 1000;

describe('zAdvanceClockBody', () => {
  it.each([
    [{ advanceDays: 3 }, 72 * HOUR],
    [{ advanceHours: 5 }, 5 * HOUR],
    [{ advanceDays: 1, advanceHours: 2 }, 26 * HOUR],
  ])('%o moves the clock %d ms', (body, ms) => {
    expect(toAdvanceMs(zAdvanceClockBody.parse(body))).toBe(ms);
  });

  it.each([{}, { advanceDays: 0 }, { advanceDays: -1 }, { advanceHours: 1.5 }, { advanceMinutes: 5 }])(
    'refuses %o',
    (body) => {
      expect(zAdvanceClockBody.safeParse(body).success).toBe(false);
    },
  );
});

describe('zOpsApplicationQuery', () => {
  it('defaults to the first page of 20 (CON-010, OP-28) and coerces query-string numbers', () => {
    expect(zOpsApplicationQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(zOpsApplicationQuery.parse({ page: '3', pageSize: '10', q: ' smith ' })).toEqual({
      page: 3,
      pageSize: 10,
      q: 'smith',
    });
  });
});
