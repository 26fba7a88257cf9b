import { describe, expect, it } from 'vitest';
import { ARROW_STEP, PAGE_STEP, parseLineAmount, stepLineAmount } from './line-amount.ts';

const BOUNDS = { min: 15_000, max: 104_035 };

describe('the typed line amount (OFR-018, OFR-020)', () => {
  it.each([
    ['50000', 50_000],
    ['$50,000', 50_000],
    [' 50,000.49 ', 50_000],
    ['50000.50', 50_000],
    ['50001.50', 50_002],
    ['104035', 104_035],
    ['15000', 15_000],
  ])('%s → %d', (text, amount) => {
    expect(parseLineAmount(text, BOUNDS)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'Please choose how much you want to borrow'],
    ['fifty', 'The amount must be a number of dollars and cents'],
    ['50000.123', 'The amount must be a number of dollars and cents'],
    ['-5', 'The amount must be between $15,000 and $104,035'],
    ['104035.50', 'The amount must be between $15,000 and $104,035'],
    ['14999', 'The amount must be between $15,000 and $104,035'],
    ['104036', 'The amount must be between $15,000 and $104,035'],
  ])('%j is refused: %s', (text, error) => {
    expect(parseLineAmount(text, BOUNDS)).toEqual({ ok: false, error });
  });
});

describe('the slider’s keyboard steps', () => {
  it.each([
    [104_035, -1, ARROW_STEP, 104_000],
    [104_000, -1, ARROW_STEP, 103_000],
    [103_000, 1, ARROW_STEP, 104_000],
    [104_000, 1, ARROW_STEP, 104_035],
    [15_000, -1, ARROW_STEP, 15_000],
    [15_400, -1, PAGE_STEP, 15_000],
    [50_000, 1, PAGE_STEP, 60_000],
    [98_000, 1, PAGE_STEP, 100_000],
    [100_000, 1, PAGE_STEP, 104_035],
  ] as const)('%d, direction %d, step %d → %d', (value, direction, step, next) => {
    expect(stepLineAmount(value, direction, step, BOUNDS)).toBe(next);
  });
});
