import { describe, expect, it } from 'vitest';
import { TEN_YEAR_FIXED_OFFER as OFFER } from '../offers/test-offers.ts';
import {
  checkOfferSelection,
  OFFER_SELECTION_MESSAGES as M,
  markPayoffs,
  type OfferLiability,
  type OfferSelectionBody,
  zOfferSelectionBody,
} from './offer-selection.ts';

const CARD: OfferLiability = {
  id: 'L3',
  creditor: 'Sandbox Card Services',
  type: 'REVOLVING',
  monetaryBalance: 20_000,
  monetaryCalculatedNextPaymentMinimumAmount: 400,
  payOff: null,
};
const CONTEXT = { offers: [OFFER], liabilities: [CARD], feeCap: null, state: 'OR' };
const BASE: OfferSelectionBody = { type: 'FIXED', term: 10, amount: 50_000 };

describe('OFR-004/020 checkOfferSelection', () => {
  it.each<[string, OfferSelectionBody, string[]]>([
    ['a listed offer inside its range', BASE, []],
    ['the minimum', { ...BASE, amount: 15_000 }, []],
    ['the maximum', { ...BASE, amount: 100_000 }, []],
    ['an unknown term', { ...BASE, term: 15 }, [M.unknownOffer]],
    ['an unknown type', { ...BASE, type: 'VARIABLE' }, [M.unknownOffer]],
    [
      'below the minimum',
      { ...BASE, amount: 14_999.99 },
      ['The amount must be between $15,000 and $100,000'],
    ],
    [
      'above the maximum',
      { ...BASE, amount: 100_000.01 },
      ['The amount must be between $15,000 and $100,000'],
    ],
    [
      'fractions of a cent',
      { ...BASE, amount: 50_000.001 },
      ['The amount must be a number of dollars and cents'],
    ],
    ['a payoff without a preference', { ...BASE, payoffLiabilityIds: ['L3'] }, [M.preferenceRequired]],
    [
      'an unknown debt',
      { ...BASE, payoffLiabilityIds: ['L9'], payoffPreference: 'PRESERVE' },
      [M.unknownPayoff],
    ],
    [
      'a debt twice',
      { ...BASE, payoffLiabilityIds: ['L3', 'L3'], payoffPreference: 'PRESERVE' },
      [M.duplicatePayoff],
    ],
    [
      'a line that covers the payoff',
      { ...BASE, payoffLiabilityIds: ['L3'], payoffPreference: 'DEDUCT' },
      [],
    ],
    [
      'a line too small for the payoff',
      { ...BASE, amount: 20_000, payoffLiabilityIds: ['L3'], payoffPreference: 'PRESERVE' },
      [M.payoffNotCovered],
    ],
    [
      'MAXIMIZE below the maximum',
      { ...BASE, payoffLiabilityIds: ['L3'], payoffPreference: 'MAXIMIZE' },
      [M.maximizeNeedsMax],
    ],
    [
      'MAXIMIZE at the maximum',
      { ...BASE, amount: 100_000, payoffLiabilityIds: ['L3'], payoffPreference: 'MAXIMIZE' },
      [],
    ],
  ])('%s', (_case, body, messages) => {
    expect(checkOfferSelection(body, CONTEXT)).toEqual(messages);
  });

  it('OFR-010 marks the chosen debts MARKED_FOR_PAYOFF', () => {
    expect(markPayoffs([CARD], ['L3'])).toEqual([{ ...CARD, payOff: { status: 'MARKED_FOR_PAYOFF' } }]);
    expect(markPayoffs([CARD], [])).toEqual([]);
  });
});

describe('zOfferSelectionBody', () => {
  it.each<[string, unknown, boolean]>([
    ['the 007 body', { type: 'FIXED', term: 10, amount: 50_000 }, true],
    ['with a preference', { type: 'FIXED', term: 10, amount: 50_000, payoffPreference: 'DEDUCT' }, true],
    ['an amount as a string', { type: 'FIXED', term: 10, amount: '50000' }, false],
    ['a fractional term', { type: 'FIXED', term: 7.5, amount: 50_000 }, false],
    ['a negative amount', { type: 'FIXED', term: 10, amount: -1 }, false],
    ['an unknown preference', { type: 'FIXED', term: 10, amount: 1, payoffPreference: 'ALL' }, false],
    ['an extra field', { type: 'FIXED', term: 10, amount: 50_000, rate: 1 }, false],
  ])('%s', (_case, body, ok) => {
    expect(zOfferSelectionBody.safeParse(body).success).toBe(ok);
  });
});
