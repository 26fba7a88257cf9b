import { DECLINE_REASONS } from '@hearth/domain/offers/eligibility';
import { findApplicationOrg } from '../../../modules/documents/load-document-data.ts';
import type { StepJobContext, StepJobHandler } from '../step-job-types.ts';
import { decideInitialOffers, type InitialOffersDecision } from './offers/decide-initial-offers.ts';
import { buildApplicantRef, readStatedAnnualIncome } from './support/applicant.ts';
import { generateStepDocuments } from './support/generate.ts';
import { keepResult, readResult, requireResult } from './support/provider-step.ts';

const DAY_MS = 86_400_000;

/** CON-008: days since the owner of record bought or retitled the home, when the record says. */
async function readOwnedDays(ctx: StepJobContext): Promise<number | undefined> {
  const lookup = await readResult(ctx, 'PROPERTY');
  const transferred = lookup?.outcome === 'FOUND' ? lookup.property.lastTransferDate : null;
  if (!transferred) {
    return undefined;
  }
  const today = await ctx.clock.now();
  return Math.floor((today.getTime() - Date.parse(`${transferred}T00:00:00Z`)) / DAY_MS);
}

/** The AVM value, else the borrower's own estimate (NO_AVM_FOUND → HOME_VALUE_ESTIMATED). */
async function readHomeValue(ctx: StepJobContext): Promise<{ homeValue: number; hasAvm: boolean }> {
  const avm = await readResult(ctx, 'AVM');
  if (avm?.outcome === 'VALUED') {
    return { homeValue: avm.value, hasAvm: true };
  }
  const estimate = Number(ctx.application.estimatedHomeValue ?? 0);
  if (estimate <= 0) {
    throw new Error('No AVM value and no estimate from the borrower');
  }
  return { homeValue: estimate, hasAvm: false };
}

async function sendAdverseActionNotice(ctx: StepJobContext, decision: InitialOffersDecision, score: number) {
  const reasons = decision.declineReasons.map((reason) => DECLINE_REASONS[reason]);
  await generateStepDocuments(ctx, ['ADVERSE_ACTION_NOTICE'], {
    adverseAction: { reasons, creditScore: score, creditBureau: ctx.providers.creditBureau.name },
  });
}

/**
 * WAITING_FOR_INITIAL_OFFERS: underwrites from the soft report, the value, the liens and the
 * income model's view of stated income, stores the 001 §3 offer set on the application and moves
 * to OFFER_SELECTION, the income-limited ASSETS_PREQUAL, a review, or a decline (with the
 * adverse-action notice, ECOA/Reg B). Back here after staff cleared a delinquency review, the
 * late tradeline no longer stops pricing.
 */
export const generateInitialOffers: StepJobHandler = async (ctx) => {
  const credit = await requireResult(ctx, 'SOFT_CREDIT');
  if (credit.outcome !== 'MATCH') {
    throw new Error(`Offers need a matched soft report, the last pull was ${credit.outcome}`);
  }
  const liens = await requireResult(ctx, 'LIENS');
  const { homeValue, hasAvm } = await readHomeValue(ctx);
  const ownedDays = await readOwnedDays(ctx);
  const { income: incomeProvider } = ctx.providers;
  const income = await incomeProvider.assessStatedIncome({
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    statedAnnualIncome: readStatedAnnualIncome(ctx.application),
  });
  await keepResult(ctx, 'STATED_INCOME', incomeProvider, income);
  const previous = await readResult(ctx, 'UNDERWRITING');
  const decision = decideInitialOffers({
    org: findApplicationOrg(ctx.application),
    credit: credit.report,
    homeValue,
    hasAvm,
    existingLienBalance: liens.totalBalance,
    income,
    propertyState: ctx.application.propertyState ?? ctx.application.propertyAddress?.state ?? '',
    ...(ownedDays === undefined ? {} : { ownedDays }),
    manualNotary: ctx.application.status.manualNotary === true,
    delinquencyCleared: previous?.event === 'DELINQUENCY_FOUND',
  });
  await keepResult(
    ctx,
    'UNDERWRITING',
    { name: 'hearth' },
    {
      event: decision.event,
      declineReasons: decision.declineReasons,
    },
  );
  if (decision.offerSet?.decision === 'DECLINE') {
    await sendAdverseActionNotice(ctx, decision, credit.report.score);
  }
  return {
    event: decision.event,
    detail: { declineReasons: decision.declineReasons, offers: decision.offerSet?.offers.length ?? 0 },
    statusPatch: decision.statusPatch,
    ...(decision.offerSet ? { applicationPatch: { offerSet: decision.offerSet } } : {}),
  };
};
