import type { OfferSet } from '@hearth/domain/offers/offer-set';
import { decideInitialOffers } from '../../lifecycle/jobs/handlers/offers/decide-initial-offers.ts';
import {
  buildApplicantRef,
  readStatedAnnualIncome,
} from '../../lifecycle/jobs/handlers/support/applicant.ts';
import {
  keepResult,
  readResult,
  requireResult,
} from '../../lifecycle/jobs/handlers/support/provider-step.ts';
import type { StepJobContext, StepJobHandler, StepJobResult } from '../../lifecycle/jobs/step-job-types.ts';
import { findApplicationOrg } from '../documents/load-document-data.ts';

/** Link ids the borrower's income sources carry (`POST P/income/link` stores `{ source, linkId }`). */
function readLinkIds(ctx: StepJobContext): string[] {
  return ctx.application.incomeSources.flatMap((source) =>
    typeof source.linkId === 'string' ? [source.linkId] : [],
  );
}

/** Re-prices with verified income: a smaller line than the one chosen revises the offer. */
async function repriceWithVerifiedIncome(
  ctx: StepJobContext,
  verifiedAnnualIncome: number,
): Promise<StepJobResult> {
  const credit = (await readResult(ctx, 'HARD_CREDIT')) ?? (await requireResult(ctx, 'SOFT_CREDIT'));
  if (credit.outcome !== 'MATCH') {
    throw new Error('No credit report to re-price with');
  }
  const liens = await requireResult(ctx, 'LIENS');
  const homeValue = Number(ctx.application.adjustedHomeAmount ?? ctx.application.estimatedHomeValue ?? 0);
  const decision = decideInitialOffers({
    org: findApplicationOrg(ctx.application),
    credit: { ...credit.report, hasSeriousDelinquency: false },
    homeValue,
    hasAvm: ctx.application.adjustedHomeAmount !== null,
    existingLienBalance: liens.totalBalance,
    income: { usableMonthlyIncome: verifiedAnnualIncome / 12, subDecision: 'VERIFIED_OFFER' },
    propertyState: ctx.application.propertyState ?? '',
    manualNotary: ctx.application.status.manualNotary === true,
    delinquencyCleared: true,
  });
  if (
    decision.event === 'DTI_DECLINED' ||
    decision.offerSet === null ||
    decision.offerSet.decision === 'DECLINE'
  ) {
    return { event: 'DTI_DECLINED', statusPatch: decision.statusPatch };
  }
  const offerSet: OfferSet = decision.offerSet;
  const selected = ctx.application.selectedOffer;
  const offer = offerSet.offers.find((candidate) => candidate.term === selected?.term);
  const chosen = Number(selected?.amount ?? 0);
  const statusPatch = { ...decision.statusPatch, uwSubDecision: offerSet.subDecision };
  if (!offer || chosen > offer.max) {
    return { event: 'INCOME_OFFER_REVISED', statusPatch, applicationPatch: { offerSet } };
  }
  return { event: 'INCOME_VERIFIED', statusPatch, applicationPatch: { offerSet } };
}

/**
 * INCOME_VERIFICATION: with a bank or payroll link, the provider verifies the income and the
 * offer is re-priced (kept, revised, or declined on DTI); a payroll needing an employer check goes
 * to employment verification. Without a link (nothing yet, or paystubs waiting for staff) it waits.
 */
export const verifyIncome: StepJobHandler = async (ctx) => {
  const linkIds = readLinkIds(ctx);
  if (linkIds.length === 0) {
    return null;
  }
  const { income } = ctx.providers;
  const result = await income.verifyIncome({
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    statedAnnualIncome: readStatedAnnualIncome(ctx.application),
    linkIds,
  });
  await keepResult(ctx, 'INCOME_VERIFICATION', income, result);
  if (result.outcome === 'NOT_VERIFIED') {
    return null;
  }
  if (result.outcome === 'EMPLOYMENT_CHECK_NEEDED') {
    return { event: 'EMPLOYMENT_VERIFICATION_NEEDED' };
  }
  return repriceWithVerifiedIncome(ctx, result.verifiedAnnualIncome);
};
