import type { Decimal } from 'decimal.js';
import { z } from 'zod';
import { OfferDecimal } from './offer-decimal.ts';

/** OFR-010: the payoff status that marks a liability to be paid off from the draw. */
export const MARKED_FOR_PAYOFF = 'MARKED_FOR_PAYOFF';

/** OFR-009: a liability from the credit report. */
export const zLiability = z.object({
  monetaryBalance: z.number().nonnegative(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number().nonnegative(),
  payOff: z.object({ status: z.string() }).nullable().optional(),
});
export type Liability = z.infer<typeof zLiability>;

/** OFR-010: whether the liability counts as a payoff. */
export function isMarkedForPayoff(liability: Liability): boolean {
  return liability.payOff?.status === MARKED_FOR_PAYOFF;
}

/** OFR-010: the total balance to pay off from the draw. */
export function sumPayoffs(liabilities: readonly Liability[]): Decimal {
  return liabilities
    .filter(isMarkedForPayoff)
    .reduce<Decimal>((sum, liability) => sum.plus(liability.monetaryBalance), new OfferDecimal(0));
}

/** The monthly debt that remains once the payoffs are made (for the DTI after payoff). */
export function sumRemainingMonthlyDebt(liabilities: readonly Liability[]): Decimal {
  return liabilities
    .filter((liability) => !isMarkedForPayoff(liability))
    .reduce<Decimal>(
      (sum, liability) => sum.plus(liability.monetaryCalculatedNextPaymentMinimumAmount),
      new OfferDecimal(0),
    );
}
