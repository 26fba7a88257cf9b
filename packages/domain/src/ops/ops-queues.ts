import { z } from 'zod';
import { OPS_END_EVENTS, STEP_GRAPH } from '../lifecycle/step-graph.ts';

/**
 * The work queues of the staff console: one per kind of staff (OPS) decision the step graph has.
 * A step is a decision step when the graph lets OPS send an event there other than the cancel and
 * decline every step allows; each decision step waits in exactly one queue (the tests walk the
 * graph). Vendor callbacks (PROVIDER) and jobs never make a queue: nobody on staff decides them.
 */
export const OPS_QUEUES = {
  CREDIT_EXCEPTIONS: {
    label: 'Credit exceptions',
    steps: ['CREDIT_ERROR', 'CREDIT_NO_MATCH_SSN', 'CREDIT_MINOR'],
  },
  FACTA_ALERT: { label: 'FACTA alerts', steps: ['FACTA_REVIEW'] },
  UNDERWRITING_REVIEW: {
    label: 'Underwriting review',
    steps: ['DELINQUENCY_REVIEW', 'UNDERWRITING_REVIEW'],
  },
  LIEN_AND_TITLE_PREQUAL: {
    label: 'Lien position and title pre-qualification',
    steps: ['LIEN_POSITION_REVIEW', 'PREQUAL_TITLE'],
  },
  INCOME_REVIEW: { label: 'Income and paystub checks', steps: ['INCOME_VERIFICATION'] },
  FRAUD_REVIEW: { label: 'Identity fraud review', steps: ['FRAUD_REVIEW'] },
  VALUATION_DECISION: {
    label: 'Valuation decisions',
    steps: ['NAV_BPO_REVIEW', 'NAV_RESI_EVAL_REVIEW', 'ONSITE_APPRAISAL_REVIEW'],
  },
  TITLE_EXCEPTIONS: { label: 'Title exceptions', steps: ['FINAL_TITLE_REVIEW'] },
  PAYOFFS: { label: 'Payoffs', steps: ['PAYOFF_VERIFICATION', 'PAYOFF_REVIEW'] },
  MERCHANT_REVIEW: { label: 'New credit inquiries', steps: ['MERCHANT_REVIEW'] },
  INSURANCE_REVIEW: { label: 'Insurance review', steps: ['INSURANCE_REVIEW'] },
} as const satisfies Record<string, { label: string; steps: readonly string[] }>;

export type OpsQueueId = keyof typeof OPS_QUEUES;
export const OPS_QUEUE_IDS = Object.keys(OPS_QUEUES) as [OpsQueueId, ...OpsQueueId[]];
export const zOpsQueueId = z.enum(OPS_QUEUE_IDS);

/** The steps where staff have a decision to make beyond cancelling or declining, from the graph. */
export const OPS_DECISION_STEPS: readonly string[] = [
  ...new Set(
    STEP_GRAPH.filter(
      (transition) => transition.by === 'OPS' && !Object.hasOwn(OPS_END_EVENTS, transition.event),
    ).map((transition) => transition.from),
  ),
];

const QUEUE_OF_STEP = new Map<string, OpsQueueId>(
  OPS_QUEUE_IDS.flatMap((queue) => OPS_QUEUES[queue].steps.map((step) => [step, queue] as const)),
);

/** The queue an application at `step` waits in, or undefined when no staff decision waits there. */
export function queueOfStep(step: string): OpsQueueId | undefined {
  return QUEUE_OF_STEP.get(step);
}

export function stepsOfQueue(queue: OpsQueueId): readonly string[] {
  return OPS_QUEUES[queue].steps;
}

/** Whether `step` waits on a staff decision: a decision there comes from a queue and needs a reason. */
export function isQueueStep(step: string): boolean {
  return QUEUE_OF_STEP.has(step);
}
