import { DECLINE_REASONS } from '@hearth/domain/offers/eligibility';
import { findApplicationOrg } from '../../../modules/documents/load-document-data.ts';
import type { StepJobContext, StepJobHandler } from '../step-job-types.ts';
import { decideInitialOffers, type InitialOffersDecision } from './offers/decide-initial-offers.ts';
import { buildApplicantRef, readStatedAnnualIncome } from './support/applicant.ts';
import { generateStepDocuments } from './support/generate.ts';
import { keepResult, readResults, required } from './support/provider-step.ts';

const DAY_MS = 86_400_000;

/** What the offers read of the earlier steps' answers, in one query. */
const EARLIER_RESULTS = ['SOFT_CREDIT', 'LIENS', 'AVM', 'PROPERTY', 'UNDERWRITING'] as const;
type EarlierResults = Awaited<ReturnType<typeof readResults<(typeof EARLIER_RESULTS)[number]>>>;

/** CON-008: days since the owner of record bought or retitled the home, when the record says. */
async function readOwnedDays(ctx: StepJobContext, earlier: EarlierResults): Promise<number | undefined> {
  const lookup = earlier.PROPERTY;
  const transferred = lookup?.outcome === 'FOUND' ? lookup.property.lastTransferDate : null;
  if (!transferred) {
    return undefined;
  }
  const today = await ctx.clock.now();
  return Math.floor((today.getTime() - Date.parse(`${transferred}T00:00:00Z`)) / DAY_MS);
}

/** The AVM value, else the borrower's own estimate (NO_AVM_FOUND → HOME_VALUE_ESTIMATED). */
function readHomeValue(ctx: StepJobContext, earlier: EarlierResults): { homeValue: number; hasAvm: boolean } {
  const avm = earlier.AVM;
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
  const earlier = await readResults(ctx, EARLIER_RESULTS);
  const credit = required('SOFT_CREDIT', earlier.SOFT_CREDIT);
  if (credit.outcome !== 'MATCH') {
    throw new Error(`Offers need a matched soft report, the last pull was ${credit.outcome}`);
  }
  const liens = required('LIENS', earlier.LIENS);
  const { homeValue, hasAvm } = readHomeValue(ctx, earlier);
  const ownedDays = await readOwnedDays(ctx, earlier);
  const { income: incomeProvider } = ctx.providers;
  const income = await incomeProvider.assessStatedIncome({
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    statedAnnualIncome: readStatedAnnualIncome(ctx.application),
  });
  await keepResult(ctx, 'STATED_INCOME', incomeProvider, income);
  // Read before this run keeps its own: the decision of an earlier run, if any.
  const previous = earlier.UNDERWRITING;
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
