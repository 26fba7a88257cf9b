import type { Decimal } from 'decimal.js';
import type { SubDecision } from '../enums/sub-decision.ts';
import type { OrgPricingData } from '../org/org-config.ts';
import { buildTermOffer } from './build-offer.ts';
import { resolveDiscountTypes } from './discounts.ts';
import { type DeclineReason, evaluateEligibility } from './eligibility.ts';
import { buildIncomeRequestRecords, deriveSubDecision } from './income-limited.ts';
import { resolveLineLimits } from './line-limits.ts';
import type { Offer } from './offer.ts';
import { buildOfferCosts } from './offer-costs.ts';
import type { OfferSet } from './offer-set.ts';
import { capOriginationFeePercent } from './origination-fee.ts';
import { calculateRecordingTax, type RecordingTaxRates } from './recording-tax.ts';

export interface GenerateOfferSetInput {
  pricing: OrgPricingData;
  /** The org's `product.discountTypes` (ENM-012 names; unknown names are ignored). */
  discountTypes: readonly string[];
  creditScore: number;
  homeValue: Decimal.Value;
  existingLienBalance: Decimal.Value;
  monthlyDebt: Decimal.Value;
  monthlyIncome: Decimal.Value;
  propertyState: string;
  /** Days since the owner of record bought or retitled the home (CON-008); unknown when absent. */
  ownedDays?: number;
  hasAvm: boolean;
  manualNotary: boolean;
  /** From the income/credit provider; derived from the DTI cap when absent. */
  subDecision?: SubDecision;
  /** Dollar cap on the origination fee (`ofeeMaxThreshold`); none when absent. */
  originationFeeCap?: number | null;
  /** County recording fees (held to 0–315); DEFAULT_RECORDING_FEE when absent. */
  recordingFee?: number;
  /** A lender's own recording-tax table; RECORDING_TAX_PER_100K when absent. */
  recordingTaxRates?: RecordingTaxRates;
}

export interface GeneratedOfferSet {
  offerSet: OfferSet;
  /** Empty unless the decision is DECLINE; the adverse-action notice lists them. */
  declineReasons: DeclineReason[];
}

/**
 * OFR-004…008: the offer set for an applicant — one FIXED offer per org term, priced from the
 * credit score, capped by CLTV (CON-001) and DTI, inside CON-001…007. Declines (score, DTI,
 * income, equity) come back with no offers, decision DECLINE and their reasons.
 */
export function generateOfferSet(input: GenerateOfferSetInput): GeneratedOfferSet {
  const costs = buildOfferCosts(input);
  const ofeeMaxThreshold = input.originationFeeCap ?? null;
  const declined = (reasons: DeclineReason[]): GeneratedOfferSet => ({
    offerSet: {
      offers: [],
      costs,
      ofeeMaxThreshold,
      maxDtiUnlimited: null,
      incomeRequestRecords: [],
      maxRecordingTax: 0,
      minRecordingTax: 0,
      decision: 'DECLINE',
      subDecision: input.subDecision ?? 'UNKNOWN_SUBDECISION',
    },
    declineReasons: reasons,
  });

  const eligibility = evaluateEligibility(input);
  if (eligibility.decision === 'DECLINE') {
    return declined(eligibility.reasons);
  }
  const discountTypes = resolveDiscountTypes(input.discountTypes, input.pricing.autopayDiscountPercent);
  const terms = [...new Set(input.pricing.terms)].sort((a, b) => a - b);
  const priced = terms.map((term) =>
    buildTermOffer({
      ...input,
      discountTypes,
      term,
      lineMin: resolveLineLimits(input.pricing).min,
      unlimitedMax: eligibility.maxLineAmount,
      feePercent: capOriginationFeePercent(input.pricing.maxOriginationFeePercent),
      feeCap: ofeeMaxThreshold,
    }),
  );
  const offers = priced.flatMap((result): Offer[] => (result.offer ? [result.offer] : []));
  if (offers.length === 0) {
    return declined(['DTI_TOO_HIGH']);
  }
  const dtiLimited = priced.some((result) => result.dtiLimited);
  const subDecision = deriveSubDecision(input.subDecision, dtiLimited);
  const tax = (amount: number) =>
    calculateRecordingTax(amount, input.propertyState, input.recordingTaxRates).toNumber();
  return {
    offerSet: {
      offers,
      costs,
      ofeeMaxThreshold,
      maxDtiUnlimited: dtiLimited ? eligibility.maxLineAmount.toNumber() : null,
      incomeRequestRecords: buildIncomeRequestRecords(subDecision),
      minRecordingTax: tax(Math.min(...offers.map((offer) => offer.min))),
      maxRecordingTax: tax(Math.max(...offers.map((offer) => offer.max))),
      decision: 'APPROVED',
      subDecision,
    },
    declineReasons: [],
  };
}
