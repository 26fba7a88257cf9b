import type { SubDecision } from '../enums/sub-decision.ts';
import type { IncomeRequestRecord } from './offer-set.ts';

/**
 * OFR-012: an income-limited offer is offered only when all hold — the sub-decision is
 * UNVERIFIED_DTI_LIMITED, asset depletion is incomplete, no amount is set, and a max
 * unlimited-DTI draw exists.
 */
export function isIncomeLimitedOfferAvailable(input: {
  subDecision: SubDecision | null | undefined;
  assetDepletion: { complete?: boolean | null; amount?: number | null } | null | undefined;
  amount: number | null | undefined;
  maxDtiUnlimited: number | null | undefined;
}): boolean {
  return (
    input.subDecision === 'UNVERIFIED_DTI_LIMITED' &&
    input.assetDepletion?.complete !== true &&
    (input.amount === null || input.amount === undefined) &&
    input.maxDtiUnlimited !== null &&
    input.maxDtiUnlimited !== undefined
  );
}

/**
 * The sub-decision of a priced set. When DTI capped the offers, the given unverified (or absent)
 * sub-decision becomes UNVERIFIED_DTI_LIMITED and a verified one VERIFIED_DTI_LIMITED; any other
 * given value (BPO_PENDING, CREDIT_FROZEN, …) is kept. Uncapped and none given → UNVERIFIED_OFFER.
 */
export function deriveSubDecision(given: SubDecision | undefined, dtiLimited: boolean): SubDecision {
  if (dtiLimited && (given === undefined || given === 'UNVERIFIED_OFFER')) {
    return 'UNVERIFIED_DTI_LIMITED';
  }
  if (dtiLimited && (given === 'VERIFIED_OFFER' || given === 'VERIFIED_INCOME_MATCHED_OFFER')) {
    return 'VERIFIED_DTI_LIMITED';
  }
  return given ?? 'UNVERIFIED_OFFER';
}

/**
 * How income may be verified: for unverified income, bank link, payroll link or paystub; when
 * DTI-limited, also a financial-accounts link for asset depletion. Verified income asks nothing.
 */
export function buildIncomeRequestRecords(subDecision: SubDecision): IncomeRequestRecord[] {
  if (subDecision === 'UNVERIFIED_DTI_LIMITED') {
    return [
      { methods: ['PLAID_TRANSACTIONS', 'TRUV_PAYROLL', 'MANUAL_PAYSTUB'] },
      { methods: ['TRUV_FINANCIAL_ACCOUNTS'] },
    ];
  }
  if (subDecision === 'UNVERIFIED_OFFER' || subDecision === 'UNVERIFIED_ONBOARDING_COMPLETE') {
    return [{ methods: ['PLAID_TRANSACTIONS', 'TRUV_PAYROLL', 'MANUAL_PAYSTUB'] }];
  }
  return [];
}
