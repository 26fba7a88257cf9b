import { selectRateBand } from '@hearth/domain/offers/apr';
import { findApplicationOrg } from '../../../modules/documents/load-document-data.ts';
import type { StepJobHandler } from '../step-job-types.ts';
import { buildApplicantRef, readFreezePin } from './support/applicant.ts';
import { generateStepDocuments } from './support/generate.ts';
import { keepResult, readResult } from './support/provider-step.ts';

/** APP_SUBMISSION: the signed summary submits the application; the hard pull needs its consent. */
export const submitApplication: StepJobHandler = async (ctx) => {
  if (!ctx.application.consents.includes('HARD_CREDIT')) {
    throw new Error('Submitted without the hard-credit consent');
  }
  return { event: 'APPLICATION_SUBMITTED', detail: { submittedAt: (await ctx.clock.now()).toISOString() } };
};

/**
 * HARD_CREDIT_PULL: the hard pull (a second one after the borrower lifted a freeze). A score
 * under the org's lowest band declines with the adverse-action notice; a freeze stops for the
 * borrower; no file or a bureau error is retried (then left to staff by the runner).
 */
export const pullHardCredit: StepJobHandler = async (ctx) => {
  const { creditBureau } = ctx.providers;
  const earlier = await readResult(ctx, 'HARD_CREDIT');
  const freezePin = readFreezePin(ctx.application, ctx.piiKey);
  const result = await creditBureau.pullCredit({
    kind: 'HARD',
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    repull: earlier !== undefined,
    ...(freezePin ? { freezePin } : {}),
  });
  await keepResult(ctx, 'HARD_CREDIT', creditBureau, result);
  // The PIN served this pull only.
  const forgetPin = freezePin ? { applicationPatch: { creditFreezePinEncrypted: null } } : {};
  if (result.outcome === 'FROZEN') {
    return {
      event: 'HARD_CREDIT_FROZEN',
      statusPatch: { creditFrozenWithPin: result.pinRequired },
      ...forgetPin,
    };
  }
  if (result.outcome !== 'MATCH') {
    throw new Error(`Hard pull answered ${result.outcome}`);
  }
  const { score } = result.report;
  if (!selectRateBand(score, findApplicationOrg(ctx.application).pricing.rateBands)) {
    await generateStepDocuments(ctx, ['ADVERSE_ACTION_NOTICE'], {
      adverseAction: {
        reasons: ['Credit score below our minimum'],
        creditScore: score,
        creditBureau: creditBureau.name,
      },
    });
    return { event: 'CREDIT_SCORE_DECLINED', statusPatch: { uwDecision: 'DECLINE' }, ...forgetPin };
  }
  return { event: 'HARD_CREDIT_PULLED', detail: { reportId: result.report.reportId }, ...forgetPin };
};

/** ASSETS_PREQUAL: moves on by itself once the asset-depletion link is complete (else the borrower accepts the limited offer). */
export const checkAssets: StepJobHandler = async (ctx) =>
  ctx.application.assetDepletion?.complete === true ? { event: 'ASSETS_VERIFIED' } : null;
