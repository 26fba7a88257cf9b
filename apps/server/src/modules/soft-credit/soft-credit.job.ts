import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import { buildApplicantRef, readFreezePin } from '../../lifecycle/jobs/handlers/support/applicant.ts';
import { keepResult } from '../../lifecycle/jobs/handlers/support/provider-step.ts';
import type { StepJobHandler, StepJobResult } from '../../lifecycle/jobs/step-job-types.ts';
import type { CreditPullResult } from '../../providers/credit-bureau-provider.ts';

/** Only the first pull (WAITING_FOR_SOFT_CREDIT) may stop for a minor or a fraud alert (graph). */
export function toSoftCreditEvent(result: CreditPullResult, firstPull: boolean): StepEvent {
  switch (result.outcome) {
    case 'MATCH':
      if (firstPull && result.report.applicantIsMinor) {
        return 'APPLICANT_MINOR';
      }
      if (firstPull && result.report.fraudAlert) {
        return 'FRAUD_ALERT_ON_FILE';
      }
      return 'SOFT_CREDIT_MATCHED';
    case 'NO_MATCH':
      return 'SOFT_CREDIT_NO_MATCH';
    case 'SSN_NO_MATCH':
      return firstPull ? 'SOFT_CREDIT_NO_MATCH' : 'SOFT_CREDIT_SSN_NO_MATCH';
    case 'FROZEN':
      return 'SOFT_CREDIT_FROZEN';
    case 'ERROR':
      return 'SOFT_CREDIT_ERROR';
  }
}

/**
 * WAITING_FOR_SOFT_CREDIT and SOFT_CREDIT_PULL (the re-pull after the borrower gave the SSN or
 * lifted a freeze): pulls the soft report, keeps it, and moves by its outcome.
 */
export const pullSoftCredit: StepJobHandler = async (ctx) => {
  const firstPull = ctx.job.step === 'WAITING_FOR_SOFT_CREDIT';
  const { creditBureau } = ctx.providers;
  const freezePin = readFreezePin(ctx.application, ctx.piiKey);
  const result = await creditBureau.pullCredit({
    kind: 'SOFT',
    applicant: buildApplicantRef(ctx.application, ctx.piiKey),
    repull: !firstPull,
    ...(freezePin ? { freezePin } : {}),
  });
  await keepResult(ctx, 'SOFT_CREDIT', creditBureau, result);
  // The PIN served this pull only: it is never kept past it.
  const outcome: StepJobResult = {
    event: toSoftCreditEvent(result, firstPull),
    detail: { outcome: result.outcome },
    ...(freezePin ? { applicationPatch: { creditFreezePinEncrypted: null } } : {}),
  };
  if (result.outcome === 'FROZEN') {
    return { ...outcome, statusPatch: { creditFrozenWithPin: result.pinRequired } };
  }
  if (result.outcome === 'MATCH') {
    return { ...outcome, detail: { outcome: result.outcome, reportId: result.report.reportId } };
  }
  return outcome;
};
