import type { Decimal } from 'decimal.js';
import type { DiscountType } from '../enums/discount-type.ts';
import type { OrgPricingData } from '../org/org-config.ts';
import { calculateApr, clampApr } from './apr.ts';
import { buildDiscountList } from './discounts.ts';
import { calculateMaxPrincipal } from './monthly-payment.ts';
import { calculateNetDraw } from './net-draw.ts';
import type { Offer } from './offer.ts';
import { minDecimal, OfferDecimal } from './offer-decimal.ts';
import { MAX_DTI } from './offer-limits.ts';
import type { RecordingTaxRates } from './recording-tax.ts';

export interface TermOfferInput {
  pricing: OrgPricingData;
  discountTypes: readonly DiscountType[];
  creditScore: number;
  term: number;
  lineMin: Decimal;
  /** The line before the DTI cap (CLTV headroom under the line maximum). */
  unlimitedMax: Decimal;
  monthlyDebt: Decimal.Value;
  monthlyIncome: Decimal.Value;
  feePercent: Decimal;
  feeCap: number | null;
  propertyState: string;
  recordingTaxRates?: RecordingTaxRates;
}

export interface TermOffer {
  /** Undefined when the DTI cap leaves less than the line minimum. */
  offer: Offer | undefined;
  /** Whether DTI capped this term below the unlimited line. */
  dtiLimited: boolean;
}

/** The largest line whose payment at `rate` keeps debts + payment within MAX_DTI of income. */
export function calculateDtiCap(input: {
  monthlyDebt: Decimal.Value;
  monthlyIncome: Decimal.Value;
  rate: Decimal.Value;
  term: number;
}): Decimal {
  const room = new OfferDecimal(input.monthlyIncome).times(MAX_DTI).minus(input.monthlyDebt);
  return room.lessThanOrEqualTo(0)
    ? new OfferDecimal(0)
    : calculateMaxPrincipal(room, input.rate, input.term);
}

/** One FIXED offer for one term: priced by score and term, capped by CLTV and DTI. */
export function buildTermOffer(input: TermOfferInput): TermOffer {
  const rate = calculateApr(input.pricing, input.creditScore, input.term);
  if (rate === undefined) {
    return { offer: undefined, dtiLimited: false };
  }
  const dtiCap = calculateDtiCap({ ...input, rate });
  const dtiLimited = dtiCap.lessThan(input.unlimitedMax);
  const max = minDecimal(input.unlimitedMax, dtiCap);
  if (max.lessThan(input.lineMin)) {
    return { offer: undefined, dtiLimited };
  }
  const draw = (lineAmount: Decimal) =>
    calculateNetDraw({
      lineAmount,
      feePercent: input.feePercent,
      feeCap: input.feeCap,
      state: input.propertyState,
      recordingTaxRates: input.recordingTaxRates,
    }).netDraw.toNumber();
  const offer: Offer = {
    type: 'FIXED',
    term: input.term,
    rate: rate.toNumber(),
    otherRate: clampApr(rate.minus(input.pricing.autopayDiscountPercent), input.pricing).toNumber(),
    baseRate: input.pricing.indexRate,
    min: input.lineMin.toNumber(),
    max: max.toNumber(),
    minDraw: draw(input.lineMin),
    maxDraw: draw(max),
    originationFee: input.feePercent.toNumber(),
    discountList: buildDiscountList(rate, input.discountTypes, input.pricing),
  };
  return { offer, dtiLimited };
}
