import type { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  calculateDailyInterest,
  calculateDailyPeriodicRate,
  calculateInterestForDays,
  calculateMonthlyInterest,
  DAYS_PER_MONTH,
  INTEREST_INPUT_ERROR,
} from './daily-interest.ts';
import { OfferDecimal } from './offer-decimal.ts';

describe('OFR-017 interest on a 365.25-day year', () => {
  it('a month is 30.4375 days', () => {
    expect(DAYS_PER_MONTH.toString()).toBe('30.4375');
  });

  it.each<[Decimal.Value, Decimal.Value, string]>([
    [100_000, 8, '21.9'], // 8,000 ÷ 365.25 = 21.9028…
    [36_525, 10, '10'],
    [225_000, 8.85, '54.52'], // 19,912.5 ÷ 365.25 = 54.517…
    ['456.5625', 10, '0.12'], // exactly 0.125 → even 0.12
    [0, 10, '0'],
  ])('daily on %s at %s%% → %s', (balance, rate, expected) => {
    expect(calculateDailyInterest(balance, rate).toString()).toBe(expected);
  });

  it.each<[Decimal.Value, Decimal.Value, string]>([
    [100_000, 8, '666.67'], // 8,000 ÷ 12 = 666.666…
    [225_000, 8.85, '1659.38'], // 19,912.5 ÷ 12 = 1,659.375 → even 1,659.38
  ])('monthly on %s at %s%% → %s', (balance, rate, expected) => {
    expect(calculateMonthlyInterest(balance, rate).toString()).toBe(expected);
  });

  it('365.25 days of interest is a year of interest', () => {
    expect(calculateInterestForDays(100_000, 8, '365.25').toString()).toBe('8000');
  });

  it.each([
    [-1, 8, 1],
    [1, -8, 1],
    [1, 8, -1],
    ['x', 8, 1],
  ])('refuses %s, %s, %s', (balance, rate, days) => {
    expect(() => calculateInterestForDays(balance, rate, days)).toThrow(INTEREST_INPUT_ERROR);
  });
});

describe('OFR-017 daily periodic rate', () => {
  it.each([
    [9.5, '0.02601'], // 9.5 ÷ 365.25 = 0.0260095…
    [7.6, '0.02081'],
    [17.2, '0.04709'],
  ])('APR %s → %s percent a day (÷ 365.25, not 365)', (apr, expected) => {
    expect(calculateDailyPeriodicRate(apr).toFixed(5)).toBe(expected);
  });

  it('refuses a negative rate', () => {
    expect(() => calculateDailyPeriodicRate(-1)).toThrow(INTEREST_INPUT_ERROR);
  });
});

describe('OFR-017 with OFR-016: a month of 365.25 ÷ 12 days is the payment’s APR ÷ 12', () => {
  it.each([
    [89_700, 9.5],
    [224_482.5, 17.2],
    [15_000, 7.6],
  ])(
    '%s at %s: a month’s interest is the balance × APR ÷ 12, the first payment’s interest',
    (balance, apr) => {
      const firstMonth = new OfferDecimal(balance).times(apr).dividedBy(100).dividedBy(12);
      expect(calculateMonthlyInterest(balance, apr).toFixed(2)).toBe(
        firstMonth.toDecimalPlaces(2, OfferDecimal.ROUND_HALF_EVEN).toFixed(2),
      );
    },
  );
});
