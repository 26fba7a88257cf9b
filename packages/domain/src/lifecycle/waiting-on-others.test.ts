import { describe, expect, it } from 'vitest';
import { isWaitingOnOthers } from './waiting-on-others.ts';

describe('isWaitingOnOthers', () => {
  it.each([
    ['WAITING_FOR_SOFT_CREDIT', true],
    ['FINAL_TITLE_PROCESSING', true],
    ['INSURANCE_REVIEW', true],
    ['NAV_BPO_ORDERED', true],
    ['E_NOTARY_SESSION', true],
    ['OFFER_SELECTION', false],
    // The borrower's link or upload feeds the verification job; the job moves the step.
    ['INCOME_VERIFICATION', true],
    ['RESCISSION', false],
    ['COMPLETE', false],
    ['NOT_A_STEP', false],
  ])('%s → %s', (step, waiting) => {
    expect(isWaitingOnOthers(step)).toBe(waiting);
  });
});
