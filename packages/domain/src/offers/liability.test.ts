import { describe, expect, it } from 'vitest';
import {
  isMarkedForPayoff,
  type Liability,
  sumPayoffs,
  sumRemainingMonthlyDebt,
  zLiability,
} from './liability.ts';

const card = (balance: number, payment: number, status?: string): Liability => ({
  monetaryBalance: balance,
  monetaryCalculatedNextPaymentMinimumAmount: payment,
  payOff: status === undefined ? null : { status },
});

describe('OFR-009/010 liabilities and payoffs', () => {
  it.each([
    ['MARKED_FOR_PAYOFF', true],
    ['NOT_MARKED', false],
    [undefined, false],
  ])('status %s counts as a payoff → %s', (status, expected) => {
    expect(isMarkedForPayoff(card(100, 10, status))).toBe(expected);
  });

  const liabilities = [
    card(12_000.1, 300, 'MARKED_FOR_PAYOFF'),
    card(5_000.2, 150, 'MARKED_FOR_PAYOFF'),
    card(250_000, 1_800),
  ];

  it('sums the balances marked for payoff exactly', () => {
    expect(sumPayoffs(liabilities).toString()).toBe('17000.3');
  });

  it('keeps the payments of the debts not paid off', () => {
    expect(sumRemainingMonthlyDebt(liabilities).toString()).toBe('1800');
  });

  it('parses the wire shape and refuses a negative balance', () => {
    expect(zLiability.safeParse(liabilities[0]).success).toBe(true);
    expect(zLiability.safeParse(card(-1, 0)).success).toBe(false);
  });
});
