import type { StepEvent } from '@hearth/domain/lifecycle/step-graph';
import type { StepJobHandler } from '../step-job-types.ts';

/**
 * A WAITING_FOR_*_DISCLOSURE step: the disclosure was generated; delivery to the borrower's
 * document list is immediate, so the job records the delivery and moves on.
 */
export function deliverDisclosure(event: StepEvent, disclosure: string): StepJobHandler {
  return async (ctx) => ({
    event,
    detail: { disclosure, deliveredAt: (await ctx.clock.now()).toISOString() },
  });
}

/**
 * WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: the FCRA soft-pull disclosure counts as delivered once
 * the borrower agreed to it (the SOFT_CREDIT consent); until then no bureau is called and the job
 * waits (DESIGN "Regulatory content": the consent comes before the soft credit check).
 */
export const deliverSoftCreditDisclosure: StepJobHandler = async (ctx) => {
  if (!ctx.application.consents.includes('SOFT_CREDIT')) {
    return null;
  }
  return deliverDisclosure('PRE_SOFT_CREDIT_DISCLOSURE_DELIVERED', 'FCRA_SOFT_PULL')(ctx);
};
