import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INCOME_MAX_MESSAGE,
  INCOME_MIN_MESSAGE,
  isLowIncome,
  readAmount,
  UNEMPLOYED_MESSAGE,
  zEmploymentTypeField,
  zIncomeAmount,
  zIncomeFields,
  zOtherIncomeAmount,
} from './income.ts';
import { collectMessages } from './test-helpers.ts';

const MIN = 'Must be at least $0';
const MAX = 'Must be less than $10,000,000';
const UNEMPLOYED = "We apologize. At this time, we don't lend to unemployed borrowers.";

describe('VAL-044/045 zIncomeAmount', () => {
  it.each<[unknown, string[]]>([
    [undefined, ['Required']],
    ['', ['Required']],
    ['abc', ['Required']],
    [Number.NaN, ['Required']],
    [-1, [MIN]],
    ['-0.01', [MIN]],
    [0, []],
    [14_999, []],
    [15_000, []],
    [9_999_999, []],
    ['$9,999,999', []],
    [10_000_000, [MAX]],
    ['10,000,000', [MAX]],
    [Number.POSITIVE_INFINITY, [MAX]],
  ])('%j → %j', (input, messages) => {
    expect(collectMessages(zIncomeAmount, input)).toEqual(messages);
  });

  it('refuses a 5,000-digit amount with the maximum message', () => {
    expect(collectMessages(zIncomeAmount, '9'.repeat(5000))).toEqual([MAX]);
  });

  it('reads a typed amount', () => {
    expect(zIncomeAmount.parse('$75,000')).toBe(75_000);
  });

  it('exports the spec messages', () => {
    expect([INCOME_MIN_MESSAGE, INCOME_MAX_MESSAGE, UNEMPLOYED_MESSAGE]).toEqual([MIN, MAX, UNEMPLOYED]);
  });

  it('accepts exactly 0…9,999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000_000, max: 20_000_000 }), (income) => {
        expect(zIncomeAmount.safeParse(income).success).toBe(income >= 0 && income <= 9_999_999);
      }),
    );
  });
});

describe('VAL-046 zOtherIncomeAmount', () => {
  it.each<[unknown, number | string]>([
    [undefined, 0],
    ['', 0],
    [null, 0],
    [1200, 1200],
    [-5, MIN],
    [10_000_000, MAX],
  ])('%j → %j', (input, expected) => {
    const result = zOtherIncomeAmount.safeParse(input);
    expect(result.success ? result.data : result.error.issues[0]?.message).toBe(expected);
  });
});

describe('VAL-042/043 zEmploymentTypeField', () => {
  it.each<[unknown, string[]]>([
    [undefined, ['Required']],
    ['', ['Required']],
    ['FULL_TIME', []],
    ['ALIMONY', []],
    ['RETIRED', []],
    ['UNEMPLOYED', [UNEMPLOYED]],
    ['CONTRACTOR', ['Required']],
  ])('%j → %j', (input, messages) => {
    expect(collectMessages(zEmploymentTypeField, input)).toEqual(messages);
  });
});

describe('zIncomeFields', () => {
  it('parses the income step', () => {
    expect(zIncomeFields.parse({ income: '80,000', employmentType: 'SELF_EMPLOYED' })).toEqual({
      income: 80_000,
      otherIncome: 0,
      employmentType: 'SELF_EMPLOYED',
    });
  });
});

describe('VAL-047 isLowIncome', () => {
  it.each<[number, boolean]>([
    [0, true],
    [14_999, true],
    [14_999.99, true],
    [15_000, false],
    [9_999_999, false],
    [-1, false],
    [Number.NaN, false],
  ])('%d → %s', (income, expected) => {
    expect(isLowIncome(income)).toBe(expected);
  });
});

describe('readAmount', () => {
  it.each<[unknown, number | undefined]>([
    ['1,234.50', 1234.5],
    [' $ 12 ', 12],
    ['', undefined],
    [null, undefined],
    ['1e5', Number.NaN],
    [true, Number.NaN],
  ])('%j → %j', (input, expected) => {
    expect(readAmount(input)).toEqual(expected);
  });
});
