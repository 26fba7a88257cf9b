import type { DeclineReason } from '@hearth/domain/offers/eligibility';
import { generateOfferSet } from '@hearth/domain/offers/generate-offer-set';
import type { OfferSet } from '@hearth/domain/offers/offer-set';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import type { StoredApplicationStatus } from '../../../../db/schema/index.ts';
import type { CreditReport } from '../../../../providers/credit-bureau-provider.ts';
import type { StatedIncomeAssessment } from '../../../../providers/income-provider.ts';

export type InitialOffersEvent =
  | 'OFFERS_GENERATED'
  | 'OFFERS_INCOME_LIMITED'
  | 'UNDERWRITING_DECLINED'
  | 'CREDIT_SCORE_DECLINED'
  | 'DTI_DECLINED'
  | 'DELINQUENCY_FOUND';

export interface InitialOffersInput {
  org: OrgConfig;
  credit: CreditReport;
  /** The AVM value, or the borrower's estimate when there was none. */
  homeValue: number;
  hasAvm: boolean;
  existingLienBalance: number;
  income: StatedIncomeAssessment;
  propertyState: string;
  /** Days since the home was bought or retitled (CON-008), from the property record. */
  ownedDays?: number;
  manualNotary: boolean;
  /** Staff cleared a delinquency review already: price the file despite the late tradeline. */
  delinquencyCleared: boolean;
}

export interface InitialOffersDecision {
  event: InitialOffersEvent;
  offerSet: OfferSet | null;
  declineReasons: DeclineReason[];
  statusPatch: Partial<StoredApplicationStatus>;
}

/** The first reason decides the decline's event (score first, as eligibility lists them). */
const DECLINE_EVENTS: Record<DeclineReason, InitialOffersEvent> = {
  CREDIT_SCORE_TOO_LOW: 'CREDIT_SCORE_DECLINED',
  DTI_TOO_HIGH: 'DTI_DECLINED',
  INSUFFICIENT_INCOME: 'DTI_DECLINED',
  INSUFFICIENT_EQUITY: 'UNDERWRITING_DECLINED',
  RECENT_OWNERSHIP_CHANGE: 'UNDERWRITING_DECLINED',
};

/**
 * Underwriting of the initial offers (OFR-004…012): a serious delinquency goes to review; else
 * the domain's generateOfferSet prices the org's terms from the score, CLTV and DTI. A decline
 * sets the flag the client reads (creditScoreDecline → error/credit, dtiDecline → error/income);
 * an UNVERIFIED_DTI_LIMITED set with a larger unlimited line goes to the income-limited offer.
 */
export function decideInitialOffers(input: InitialOffersInput): InitialOffersDecision {
  if (input.credit.hasSeriousDelinquency && !input.delinquencyCleared) {
    return { event: 'DELINQUENCY_FOUND', offerSet: null, declineReasons: [], statusPatch: {} };
  }
  const { offerSet, declineReasons } = generateOfferSet({
    pricing: input.org.pricing,
    discountTypes: input.org.product.discountTypes,
    creditScore: input.credit.score,
    homeValue: input.homeValue,
    existingLienBalance: input.existingLienBalance,
    monthlyDebt: input.credit.monthlyDebt,
    monthlyIncome: input.income.usableMonthlyIncome,
    propertyState: input.propertyState,
    ...(input.ownedDays === undefined ? {} : { ownedDays: input.ownedDays }),
    hasAvm: input.hasAvm,
    manualNotary: input.manualNotary,
    ...(input.income.subDecision ? { subDecision: input.income.subDecision } : {}),
  });
  const statusPatch: Partial<StoredApplicationStatus> = {
    uwDecision: offerSet.decision,
    uwSubDecision: offerSet.subDecision,
  };
  const [reason] = declineReasons;
  if (offerSet.decision === 'DECLINE' && reason) {
    const event = DECLINE_EVENTS[reason];
    statusPatch.creditScoreDecline = event === 'CREDIT_SCORE_DECLINED';
    statusPatch.dtiDecline = event === 'DTI_DECLINED';
    return { event, offerSet, declineReasons, statusPatch };
  }
  const incomeLimited =
    offerSet.subDecision === 'UNVERIFIED_DTI_LIMITED' && offerSet.maxDtiUnlimited !== null;
  return {
    event: incomeLimited ? 'OFFERS_INCOME_LIMITED' : 'OFFERS_GENERATED',
    offerSet,
    declineReasons,
    statusPatch,
  };
}
