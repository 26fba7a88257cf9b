import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, toUsNationalDigits } from './format-phone.ts';

describe('formatPhoneForDisplay: a phone number wherever it is shown', () => {
  it.each([
    ['11 digits with the leading 1', '14155550123', '(415) 555-0123'],
    ['10 digits', '4155550123', '(415) 555-0123'],
    ['E.164, US', '+14155550123', '(415) 555-0123'],
    ['E.164, another country', '+447400123456', '+44 7400 123456'],
    ['already written by the lender', '888-819-6388', '888-819-6388'],
    ['already formatted', '(415) 555-0123', '(415) 555-0123'],
    ['too short to be a number', '555012', '555012'],
    ['empty', '', ''],
  ])('%s: %s → %s', (_case, raw, shown) => {
    expect(formatPhoneForDisplay(raw)).toBe(shown);
  });

  it.each([
    ['14155550123', '4155550123'],
    ['+14155550123', '4155550123'],
    ['4155550123', '4155550123'],
    ['+447400123456', undefined],
  ])('toUsNationalDigits(%s) → %s', (raw, digits) => {
    expect(toUsNationalDigits(raw)).toBe(digits);
  });
});
