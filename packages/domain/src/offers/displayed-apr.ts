import type { PaymentType } from '../enums/payment-type.ts';

/** The chosen offer's two prices (OFR-004): `rate`, and `otherRate` with the AutoPay discount. */
export interface AprTerms {
  rate: number;
  otherRate?: number | null;
}

/**
 * The APR shown to the borrower wherever one is shown (offers, final offer, sidebar, documents):
 * once they have chosen AutoPay (ENM-005), the AutoPay price; before that, or with manual payments,
 * the offer's own rate. The AutoPay price is listed beside it as a discount until then (OFR-005).
 */
export function getDisplayedApr(terms: AprTerms, payType: PaymentType | string | null | undefined): number {
  return payType === 'AUTOPAY' && terms.otherRate != null ? terms.otherRate : terms.rate;
}
