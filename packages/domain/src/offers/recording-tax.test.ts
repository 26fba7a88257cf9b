import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateRecordingTax,
  isRecordingTaxState,
  RECORDING_TAX_PER_100K,
  RECORDING_TAX_STATES,
  resolveRecordingTaxRate,
} from './recording-tax.ts';

describe('OFR-021 states with recording-tax handling', () => {
  it('are the 21 the spec lists', () => {
    expect(RECORDING_TAX_STATES.join(',')).toBe(
      'AR,CO,HI,IL,IN,KY,LA,MD,ME,MI,MN,MO,NJ,NV,OK,OR,PA,SD,UT,WV,WY',
    );
    expect(Object.keys(RECORDING_TAX_PER_100K).sort()).toEqual([...RECORDING_TAX_STATES].sort());
  });

  it.each([
    ['MD', true],
    ['CA', false],
    ['md', false],
  ])('%s listed → %s', (state, expected) => {
    expect(isRecordingTaxState(state)).toBe(expected);
  });
});

describe('CON-007 recording tax = amount × rate per 100,000', () => {
  it.each([
    [225_000, 'MD', '1575'], // 225,000 × 700 ÷ 100,000
    [15_000, 'MD', '105'],
    [100_000, 'MN', '230'],
    [15_000, 'OK', '15'],
    [5, 'OK', '0'], // 0.005 → even 0.00
    [15, 'OK', '0.02'], // 0.015 → even 0.02
    [225_000, 'CO', '0'],
    [225_000, 'CA', '0'],
  ])('%s in %s → %s', (amount, state, expected) => {
    expect(calculateRecordingTax(amount, state).toString()).toBe(expected);
  });

  it('takes a lender table, held to 0–1,400 per 100,000', () => {
    expect(calculateRecordingTax(100_000, 'CO', { CO: 2_000 }).toString()).toBe('1400');
    expect(resolveRecordingTaxRate('PA', { PA: -10 }).toString()).toBe('0');
    expect(calculateRecordingTax(100_000, 'NY', { CO: 500 }).toString()).toBe('0');
  });

  it('refuses a negative amount', () => {
    expect(() => calculateRecordingTax(-1, 'MD')).toThrow(RangeError);
  });

  it('property: never more than 1,400 per 100,000 (to the half cent)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.constantFrom(...RECORDING_TAX_STATES, 'CA', 'TX'),
        fc.integer({ min: -100, max: 5_000 }),
        (cents, state, rate) => {
          const amount = cents / 100;
          const tax = calculateRecordingTax(amount.toFixed(2), state, { [state]: rate });
          expect(tax.toNumber()).toBeGreaterThanOrEqual(0);
          expect(tax.toNumber()).toBeLessThanOrEqual((amount * 1_400) / 100_000 + 0.005);
        },
      ),
    );
  });
});
