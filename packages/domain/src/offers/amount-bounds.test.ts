import { describe, expect, it } from 'vitest';
import { checkAmountInOffer } from './amount-bounds.ts';

const offer = { min: 15_000, max: 225_000 };
const outside = { ok: false, error: 'The amount must be between $15,000 and $225,000' };
const malformed = { ok: false, error: 'The amount must be a number of dollars and cents' };

describe('an amount against the offer min/max', () => {
  it.each<[unknown, object]>([
    [15_000, { ok: true }],
    [225_000, { ok: true }],
    ['100000.50', { ok: true }],
    [14_999.99, outside],
    [225_000.01, outside],
    [-1, outside],
    [100.001, malformed],
    ['lots', malformed],
    [Number.NaN, malformed],
    [null, malformed],
  ])('%s → %j', (amount, expected) => {
    expect(checkAmountInOffer(amount, offer)).toEqual(expected);
  });
});
