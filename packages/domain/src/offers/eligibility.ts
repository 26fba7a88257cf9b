import type { Decimal } from 'decimal.js';
import type { OrgPricingData } from '../org/org-config.ts';
import { selectRateBand } from './apr.ts';
import { calculateMaxLineAmount } from './line-limits.ts';
import { OfferDecimal } from './offer-decimal.ts';
import { MAX_DTI, RECENT_TRANSFER_DAYS } from './offer-limits.ts';

/**
 * Principal reasons for a decline, worded for the adverse-action notice (Reg B lists reasons
 * of this kind). Codes are stable; the text is ours.
 */
export const DECLINE_REASONS = {
  CREDIT_SCORE_TOO_LOW: 'Credit score below our minimum',
  DTI_TOO_HIGH: 'Debt obligations too high in relation to income',
  INSUFFICIENT_INCOME: 'Income insufficient for the amount of credit requested',
  INSUFFICIENT_EQUITY: 'Insufficient equity in the property',
  RECENT_OWNERSHIP_CHANGE: 'Property purchased or retitled within the last 90 days',
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

export interface EligibilityInput {
  pricing: Pick<OrgPricingData, 'minLineAmount' | 'maxLineAmount' | 'maxCltv' | 'rateBands'>;
  creditScore: number;
  homeValue: Decimal.Value;
  existingLienBalance: Decimal.Value;
  monthlyDebt: Decimal.Value;
  monthlyIncome: Decimal.Value;
  /** Days since the owner of record bought or retitled the home; unknown when absent. */
  ownedDays?: number;
}

export type EligibilityResult =
  | { decision: 'APPROVED'; reasons: []; maxLineAmount: Decimal }
  | { decision: 'DECLINE'; reasons: DeclineReason[] };

/** The applicant's debt-to-income before the new line; undefined without income. */
export function calculateDti(monthlyDebt: Decimal.Value, monthlyIncome: Decimal.Value): Decimal | undefined {
  const income = new OfferDecimal(monthlyIncome);
  return income.lessThanOrEqualTo(0) ? undefined : new OfferDecimal(monthlyDebt).dividedBy(income);
}

/**
 * Score, DTI and equity checks before pricing; every reason that applies is returned, score first.
 * A score below the org's lowest rate band, no income, existing DTI at or above MAX_DTI (no room for a payment), CLTV
 * headroom under the line minimum, or a home bought or retitled under 90 days ago (CON-008) each decline.
 */
export function evaluateEligibility(input: EligibilityInput): EligibilityResult {
  const reasons: DeclineReason[] = [];
  if (selectRateBand(input.creditScore, input.pricing.rateBands) === undefined) {
    reasons.push('CREDIT_SCORE_TOO_LOW');
  }
  const dti = calculateDti(input.monthlyDebt, input.monthlyIncome);
  if (dti === undefined) {
    reasons.push('INSUFFICIENT_INCOME');
  } else if (dti.greaterThanOrEqualTo(MAX_DTI)) {
    reasons.push('DTI_TOO_HIGH');
  }
  const maxLineAmount = calculateMaxLineAmount(input);
  if (maxLineAmount === undefined) {
    reasons.push('INSUFFICIENT_EQUITY');
  }
  if (input.ownedDays !== undefined && input.ownedDays < RECENT_TRANSFER_DAYS) {
    reasons.push('RECENT_OWNERSHIP_CHANGE');
  }
  if (reasons.length > 0 || maxLineAmount === undefined) {
    return { decision: 'DECLINE', reasons };
  }
  return { decision: 'APPROVED', reasons: [], maxLineAmount };
}
