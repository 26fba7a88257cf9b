import { describe, expect, it } from 'vitest';
import { isShownConditionCategory } from './condition-category.ts';

describe('CND-005 shown condition categories', () => {
  it.each([
    ['ESCALATION_REVIEW', true],
    ['HELOC_MANUAL_PAYSTUB_UPLOAD', true],
    ['MISSING_PHONE_NUMBER', true],
    ['INTERNAL_QC_REVIEW', false],
    ['escalation_review', false],
    ['', false],
  ])('%s → %s', (category, expected) => {
    expect(isShownConditionCategory(category)).toBe(expected);
  });
});
