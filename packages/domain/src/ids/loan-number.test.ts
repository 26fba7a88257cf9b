import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLuhnCheckDigit, generateLoanNumber, isValidLoanNumber } from './loan-number.ts';

function digitsFrom(sequence: number[]): () => number {
  let index = 0;
  return () => sequence[index++ % sequence.length] ?? 0;
}

describe('Luhn check digit', () => {
  it.each([
    ['7992739871', 3],
    ['123456789', 7],
    ['000000000', 0],
    ['100000000', 8],
  ])('%s → %i', (digits, expected) => {
    expect(computeLuhnCheckDigit(digits)).toBe(expected);
  });
});

describe('APP-025 loan number (Application ID)', () => {
  it.each<[string, boolean]>([
    ['1234567897', true],
    ['1000000008', true],
    ['1234567890', false],
    ['0234567897', false],
    ['123456789', false],
    ['12345678970', false],
    ['12345678a7', false],
    [' 1234567897', false],
  ])('isValidLoanNumber(%s) = %s', (value, expected) => {
    expect(isValidLoanNumber(value)).toBe(expected);
  });

  it('builds nine digits with a non-zero lead, then the check digit', () => {
    expect(generateLoanNumber(digitsFrom([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('1234567897');
  });

  it('always generates a valid 10-digit number', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }), (sequence) => {
        const withNonZero = [...sequence, 1];
        const loanNumber = generateLoanNumber(digitsFrom(withNonZero));
        expect(loanNumber).toMatch(/^[1-9]\d{9}$/);
        expect(isValidLoanNumber(loanNumber)).toBe(true);
      }),
    );
  });

  it('detects any single changed digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const valid = generateLoanNumber();
        const changed = (Number(valid[position]) + shift) % 10;
        const mistyped = `${valid.slice(0, position)}${changed}${valid.slice(position + 1)}`;
        expect(isValidLoanNumber(mistyped)).toBe(false);
      }),
    );
  });

  it('uses the secure generator by default', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => generateLoanNumber()));
    expect(numbers.size).toBe(50);
    for (const loanNumber of numbers) {
      expect(isValidLoanNumber(loanNumber)).toBe(true);
    }
  });
});
