import { describe, expect, it } from 'vitest';
import { isNumberInRange, type NumberRange } from './number-range.ts';

describe('VAL-051 isNumberInRange', () => {
  it.each<[unknown, NumberRange | undefined, boolean]>([
    [5, undefined, true],
    [-5, {}, true],
    [0, { min: 0 }, true],
    [-0.01, { min: 0 }, false],
    [9999999, { max: 9999999 }, true],
    [10000000, { max: 9999999 }, false],
    [15000, { min: 15000, max: 400000 }, true],
    [400001, { min: 15000, max: 400000 }, false],
    [Number.NaN, undefined, false],
    ['5', undefined, false],
    [null, { min: 0 }, false],
    [Number.POSITIVE_INFINITY, undefined, true],
    [Number.POSITIVE_INFINITY, { max: 10 }, false],
  ])('%s within %j → %s', (value, range, expected) => {
    expect(isNumberInRange(value, range)).toBe(expected);
  });
});
