import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  VALUATION_MESSAGES as M,
  zBpoOrderBody,
  zHomeValueEstimateBody,
  zHomeValueEstimateForm,
  zPropertyConditionAnswers,
} from './valuation.ts';

describe('PRG-076 POST P/property/estimate body', () => {
  it.each<[unknown, string[]]>([
    [450_000, []],
    [450_000.5, []],
    [0, [M.estimatePositive]],
    [-1, [M.estimatePositive]],
    [100_000_000, [M.estimateTooLarge]],
    [450_000.123, [M.estimateCents]],
    ['450000', [M.estimateRequired]],
    [Number.NaN, [M.estimateRequired]],
    [undefined, [M.estimateRequired]],
  ])('%j → %j', (estimatedValue, messages) => {
    expect(collectMessages(zHomeValueEstimateBody, { estimatedValue })).toEqual(messages);
  });

  it('the form reads a typed amount into the body', () => {
    expect(zHomeValueEstimateForm.parse({ estimatedValue: '$450,000' })).toEqual({ estimatedValue: 450_000 });
    expect(collectMessages(zHomeValueEstimateForm, { estimatedValue: '' })).toEqual([M.estimateRequired]);
    expect(collectMessages(zHomeValueEstimateForm, { estimatedValue: 'abc' })).toEqual([M.estimateRequired]);
  });
});

describe('PRG-078 bpo/condition answers and POST P/bpo/order body', () => {
  const answers = {
    overallCondition: 'GOOD',
    recentUpdates: 'false',
    repairsNeeded: 'false',
  };
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ overallCondition: '' }, [M.conditionRequired]],
    [{ overallCondition: 'UNKNOWN_CONDITION' }, [M.conditionRequired]],
    [{ recentUpdates: '' }, [M.answerRequired]],
    [{ recentUpdates: 'true' }, [M.detailsRequired]],
    [{ recentUpdates: 'true', updateDetails: 'New roof in 2022' }, []],
    [{ repairsNeeded: true, repairDetails: '' }, [M.detailsRequired]],
    [{ repairsNeeded: true, repairDetails: 'x'.repeat(501) }, [M.detailsTooLong]],
  ])('%j → %j', (change, messages) => {
    expect(collectMessages(zPropertyConditionAnswers, { ...answers, ...change })).toEqual(messages);
  });

  it('needs the authorization; the answers are optional outside Texas', () => {
    expect(collectMessages(zBpoOrderBody, { authorized: true })).toEqual([]);
    expect(collectMessages(zBpoOrderBody, {})).toEqual([M.authorizeBpo]);
    expect(zBpoOrderBody.parse({ authorized: true, condition: answers }).condition).toEqual({
      overallCondition: 'GOOD',
      recentUpdates: false,
      repairsNeeded: false,
    });
  });
});
