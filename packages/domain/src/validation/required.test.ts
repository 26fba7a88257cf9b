import { expect, it } from 'vitest';
import { zEmploymentTypeField, zIncomeAmount } from './income.ts';
import { collectMessages } from './test-helpers.ts';

it('VAL-001 a required field left empty answers "Required"', () => {
  expect(collectMessages(zIncomeAmount, '')).toEqual(['Required']);
  expect(collectMessages(zEmploymentTypeField, undefined)).toEqual(['Required']);
});
