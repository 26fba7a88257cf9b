import { describe, expect, it } from 'vitest';
import { getDisplayedApr } from './displayed-apr.ts';

describe('the APR shown for an offer and the AutoPay choice (OFR-004/005, ENM-005)', () => {
  it.each([
    ['AUTOPAY', { rate: 9.5, otherRate: 9.25 }, 9.25],
    ['MANUAL', { rate: 9.5, otherRate: 9.25 }, 9.5],
    [null, { rate: 9.5, otherRate: 9.25 }, 9.5],
    [undefined, { rate: 9.5, otherRate: 9.25 }, 9.5],
    ['AUTOPAY', { rate: 9.5, otherRate: null }, 9.5],
    ['AUTOPAY', { rate: 9.5 }, 9.5],
  ] as const)('pay type %s, %o → %d', (payType, terms, apr) => {
    expect(getDisplayedApr(terms, payType)).toBe(apr);
  });
});
