import { HMDA_RANGE_MESSAGES } from '@hearth/domain/exports/hmda-export-dto';
import { describe, expect, it } from 'vitest';
import { ConsoleApiError } from '../../lib/api-error.ts';
import { checkHmdaRange, failingEdits, hmdaServerFieldErrors, thisYearSoFar } from './hmda-range.ts';

describe('thisYearSoFar', () => {
  it('runs from the first of January to today', () => {
    expect(thisYearSoFar(new Date('2026-11-26T08:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-11-26' });
  });
});

describe('checkHmdaRange', () => {
  it('leaves a blank lender out of the query', () => {
    expect(checkHmdaRange({ from: '2026-01-01', to: '2026-06-30', org: ' ' })).toEqual({
      ok: true,
      query: { from: '2026-01-01', to: '2026-06-30' },
    });
    expect(checkHmdaRange({ from: '2026-01-01', to: '2026-06-30', org: ' hearth ' })).toMatchObject({
      query: { org: 'hearth' },
    });
  });

  it('refuses a range that runs backwards or over two years at the last date', () => {
    expect(checkHmdaRange({ from: '2026-06-30', to: '2026-01-01', org: '' })).toEqual({
      ok: false,
      errors: { to: HMDA_RANGE_MESSAGES.order },
    });
    expect(checkHmdaRange({ from: '2025-12-01', to: '2026-01-31', org: '' })).toEqual({
      ok: false,
      errors: { to: HMDA_RANGE_MESSAGES.oneYear },
    });
  });

  it('asks for dates that are missing', () => {
    expect(checkHmdaRange({ from: '', to: '', org: '' })).toEqual({
      ok: false,
      errors: {
        from: 'Enter the first date, as year-month-day',
        to: 'Enter the last date, as year-month-day',
      },
    });
  });
});

describe('the server’s refusals', () => {
  it('places 400 messages at their fields, the lender’s own at the lender', () => {
    const error = new ConsoleApiError(400, [
      'query.to: Invalid date',
      'org is required: you work for several lenders',
    ]);
    expect(hmdaServerFieldErrors(error)).toEqual({
      to: 'Invalid date',
      org: 'org is required: you work for several lenders',
    });
    expect(hmdaServerFieldErrors(new ConsoleApiError(422, ['x']))).toBeUndefined();
  });

  it('reads the failing edits of a 422', () => {
    expect(failingEdits(new ConsoleApiError(422, ['Loan 1: V610', 'Loan 2: S300']))).toEqual([
      'Loan 1: V610',
      'Loan 2: S300',
    ]);
    expect(failingEdits(new ConsoleApiError(400, ['x']))).toBeUndefined();
  });
});
