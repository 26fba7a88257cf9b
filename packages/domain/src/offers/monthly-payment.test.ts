import type { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateMaxPrincipal, calculateMonthlyPayment, PAYMENT_INPUT_ERROR } from './monthly-payment.ts';

describe('OFR-015/016 amortised monthly payment', () => {
  // Hand-computed: P·r ÷ (1 − (1 + r)^−n), r = APR ÷ 1200, n = years × 12, then half-even to the cent.
  it.each<[Decimal.Value, Decimal.Value, number, string]>([
    [100_000, 8, 10, '1213.28'], // 1213.27594…
    [100_000, 6, 30, '599.55'], // 599.55052…
    [15_000, 17.2, 5, '374.4'], // 374.40362…
    [400_000, 7.6, 30, '2824.3'], // 2824.29895…
    [50_000, 10.25, 15, '544.98'], // 544.97545…
    [0, 8, 10, '0'],
  ])('%s at %s%% over %s years → %s', (principal, rate, years, expected) => {
    expect(calculateMonthlyPayment(principal, rate, years).toString()).toBe(expected);
  });

  it.each([
    ['0.30', '0.02'], // 0.025 → even 0.02
    ['0.90', '0.08'], // 0.075 → even 0.08
    ['0.54', '0.04'], // 0.045 → even 0.04
    ['1200', '100'],
  ])('OFR-018: at 0%% over 1 year, %s → %s (half-to-even)', (principal, expected) => {
    expect(calculateMonthlyPayment(principal, 0, 1).toString()).toBe(expected);
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['negative principal', -1, 8, 10],
    ['negative rate', 1000, -1, 10],
    ['text rate', 1000, 'eight', 10],
    ['zero years', 1000, 8, 0],
    ['fractional years', 1000, 8, 2.5],
  ])('refuses %s', (_case, principal, rate, years) => {
    expect(() =>
      calculateMonthlyPayment(principal as Decimal.Value, rate as Decimal.Value, years as number),
    ).toThrow(PAYMENT_INPUT_ERROR);
  });
});

describe('calculateMaxPrincipal (the inverse, for the DTI cap)', () => {
  it.each([
    [1_000, 7.85, 5, '49493'],
    [1_000, 8.85, 30, '125967'],
    [100, 8.05, 10, '8224'],
    [1_000, 0, 1, '12000'],
  ])('%s a month at %s%% over %s years → %s', (payment, rate, years, expected) => {
    expect(calculateMaxPrincipal(payment, rate, years).toString()).toBe(expected);
  });
});

const arbPrincipal = fc.integer({ min: 0, max: 40_000_000 }).map((cents) => (cents / 100).toFixed(2));
const arbRate = fc.integer({ min: 760, max: 1720 }).map((bp) => (bp / 100).toFixed(2));
const arbTerm = fc.constantFrom(5, 10, 15, 20, 30);

describe('properties of the monthly payment', () => {
  // Over line amounts (CON-001). For a cent or two, rounding the payment to 0.00 would break it.
  const arbLine = fc.integer({ min: 1_500_000, max: 40_000_000 }).map((cents) => (cents / 100).toFixed(2));

  it('payment × months ≥ principal', () => {
    fc.assert(
      fc.property(arbLine, arbRate, arbTerm, (principal, rate, term) => {
        const payment = calculateMonthlyPayment(principal, rate, term);
        expect(payment.times(term * 12).greaterThanOrEqualTo(principal)).toBe(true);
      }),
    );
  });

  it('is monotone in the rate', () => {
    fc.assert(
      fc.property(arbPrincipal, arbRate, arbRate, arbTerm, (principal, a, b, term) => {
        const [low, high] = Number(a) <= Number(b) ? [a, b] : [b, a];
        const lowPayment = calculateMonthlyPayment(principal, low, term);
        expect(lowPayment.lessThanOrEqualTo(calculateMonthlyPayment(principal, high, term))).toBe(true);
      }),
    );
  });

  it('is monotone in the amount', () => {
    fc.assert(
      fc.property(arbPrincipal, arbPrincipal, arbRate, arbTerm, (a, b, rate, term) => {
        const [low, high] = Number(a) <= Number(b) ? [a, b] : [b, a];
        const lowPayment = calculateMonthlyPayment(low, rate, term);
        expect(lowPayment.lessThanOrEqualTo(calculateMonthlyPayment(high, rate, term))).toBe(true);
      }),
    );
  });

  it('is whole cents', () => {
    fc.assert(
      fc.property(arbPrincipal, arbRate, arbTerm, (principal, rate, term) => {
        expect(calculateMonthlyPayment(principal, rate, term).decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('the max principal for a payment never needs more than that payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), arbRate, arbTerm, (budget, rate, term) => {
        const principal = calculateMaxPrincipal(budget, rate, term);
        expect(calculateMonthlyPayment(principal, rate, term).toNumber()).toBeLessThanOrEqual(budget);
      }),
    );
  });
});
