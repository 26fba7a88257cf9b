import { describe, expect, it } from 'vitest';
import {
  FOR_SALE_QUESTION,
  FOR_SALE_QUESTION_SIX_MONTHS,
  getForSaleQuestion,
  zIsListedForSale,
} from './for-sale.ts';
import { collectMessages } from './test-helpers.ts';

describe('VAL-041 zIsListedForSale', () => {
  it.each<[unknown, string[]]>([
    [true, []],
    [false, []],
    [undefined, ['Required']],
    [null, ['Required']],
    ['yes', ['Required']],
  ])('%j → %j', (input, messages) => {
    expect(collectMessages(zIsListedForSale, input)).toEqual(messages);
  });
});

describe("REG-016 the '6 months' variant", () => {
  it.each([
    [false, FOR_SALE_QUESTION],
    [true, FOR_SALE_QUESTION_SIX_MONTHS],
  ])('withinSixMonths %s', (withinSixMonths, question) => {
    expect(getForSaleQuestion({ withinSixMonths })).toBe(question);
  });

  it('only the variant mentions the next 6 months', () => {
    expect(FOR_SALE_QUESTION_SIX_MONTHS).toContain('within the next 6 months');
    expect(FOR_SALE_QUESTION).not.toContain('6 months');
  });
});
