import { describe, expect, it } from 'vitest';
import { getRemaining, getRescissionWindow, type RescissionInput } from './rescission-window.ts';

const app = (overrides: Partial<RescissionInput>): RescissionInput => ({ uuid: 'a', ...overrides });

// APP-006: the right to cancel ends at midnight after the third rescission business day (no Sundays, no federal holidays).
describe('getRescissionWindow', () => {
  it.each([
    // Friday: Saturday counts, Sunday does not → Tuesday.
    ['2026-11-20', 'America/New_York', '2026-11-24', '2026-11-25T05:00:00.000Z'],
    // Wednesday before Thanksgiving: Thursday 26 is a holiday, Sunday 29 skipped → Monday 30.
    ['2026-11-25', 'America/Los_Angeles', '2026-11-30', '2026-12-01T08:00:00.000Z'],
    // Across the end of daylight saving time (1 November 2026) in Chicago.
    ['2026-10-29', 'America/Chicago', '2026-11-02', '2026-11-03T06:00:00.000Z'],
    ['2026-06-01', 'Pacific/Honolulu', '2026-06-04', '2026-06-05T10:00:00.000Z'],
  ])('signed %s in %s → last day %s, ends %s', (start, timeZone, deadlineDate, endsAt) => {
    const window = getRescissionWindow(app({ rescissionStartDate: start, timeZone }), 'UTC');
    expect(window?.deadlineDate).toBe(deadlineDate);
    expect(window?.endsAt.toISOString()).toBe(endsAt);
  });

  it('starts from the notice’s delivery when it comes after the signed deed', () => {
    const window = getRescissionWindow(
      app({
        timeZone: 'America/New_York',
        documents: [
          { uuid: '1', type: 'DEED_OF_TRUST', signedDate: '2026-11-18T15:00:00Z' },
          {
            uuid: '2',
            type: 'NOTICE_OF_RIGHT_TO_CANCEL',
            createdDate: '2026-11-20T15:00:00Z',
            signedDate: null,
          },
        ],
      }),
      'UTC',
    );
    expect(window?.deadlineDate).toBe('2026-11-24');
  });

  it('starts from the latest signed closing document when the application gives no start date', () => {
    const window = getRescissionWindow(
      app({
        timeZone: 'America/New_York',
        documents: [
          { uuid: '1', type: 'NOTE', signedDate: '2026-11-18T15:00:00Z' },
          { uuid: '2', type: 'DEED_OF_TRUST', signedDate: '2026-11-20T15:00:00Z' },
          { uuid: '3', type: 'APPLICATION_SUMMARY', signedDate: '2026-11-21T15:00:00Z' },
        ],
      }),
      'UTC',
    );
    expect(window?.deadlineDate).toBe('2026-11-24');
  });

  it('is null before anything that starts it is signed', () => {
    expect(getRescissionWindow(app({ documents: [{ uuid: '1', type: 'NOTE' }] }), 'UTC')).toBeNull();
  });
});

describe('getRemaining', () => {
  it.each([
    ['2026-11-23T15:00:00Z', { days: 1, hours: 14, minutes: 0 }],
    ['2026-11-25T04:59:30Z', { days: 0, hours: 0, minutes: 1 }],
    ['2026-11-25T05:00:00Z', { days: 0, hours: 0, minutes: 0 }],
    ['2026-11-26T00:00:00Z', { days: 0, hours: 0, minutes: 0 }],
  ])('at %s', (now, expected) => {
    expect(getRemaining(new Date('2026-11-25T05:00:00.000Z'), new Date(now))).toEqual(expected);
  });
});
