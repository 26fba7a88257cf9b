import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('OFR-018 formatMoney rounds half-to-even', () => {
  it.each<[Decimal.Value, number, string]>([
    [2.345, 2, '2.34'],
    [2.355, 2, '2.36'],
    [0.125, 2, '0.12'],
    [0.135, 2, '0.14'],
    [2.5, 0, '2'],
    [3.5, 0, '4'],
    [-2.5, 0, '-2'],
    [1234.5, 2, '1234.50'],
    ['1000000.005', 2, '1000000.00'],
    [new Decimal('19.995'), 2, '20.00'],
    [0.1 + 0.2, 2, '0.30'],
    [-0.001, 2, '0.00'],
    [7, 3, '7.000'],
    ['  42.1 ', 1, '42.1'],
  ])('formatMoney(%s, %i) = %s', (v, precision, expected) => {
    expect(formatMoney(v, precision)).toBe(expected);
  });

  it('always has exactly `precision` decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 6 }),
        (v, p) => {
          const [, fraction = ''] = formatMoney(v, p).split('.');
          expect(fraction.length).toBe(p);
        },
      ),
    );
  });
});

describe('ERR-014 formatMoney rejects bad input', () => {
  it.each<[string, unknown, unknown]>([
    ['NaN value', Number.NaN, 2],
    ['infinite value', Number.POSITIVE_INFINITY, 2],
    ['non-numeric string', 'abc', 2],
    ['empty string', '', 2],
    ['null value', null, 2],
    ['undefined value', undefined, 2],
    ['object value', {}, 2],
    ['negative precision', 10, -1],
    ['fractional precision', 10, 1.5],
    ['NaN precision', 10, Number.NaN],
    ['string precision', 10, '2'],
  ])('%s', (_case, v, precision) => {
    expect(() => formatMoney(v as Decimal.Value, precision as number)).toThrow(
      'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.',
    );
  });
});
