import { SERVER_STEPS, type ServerStep } from '../enums/server-step.ts';
import { APPLICATION_AND_CREDIT } from './phases/application-credit.ts';
import { CLOSING_AND_FUNDING } from './phases/closing-funding.ts';
import { OFFERS_AND_UNDERWRITING } from './phases/offers-underwriting.ts';
import { SIGNING_AND_NOTARY } from './phases/signing-notary.ts';
import { VERIFICATION_OF_BORROWER } from './phases/verification-borrower.ts';
import { VERIFICATION_OF_PROPERTY } from './phases/verification-property.ts';
import { type StepTransition, toTransition } from './step-transition.ts';

/**
 * The server-step graph. Resolves OP-01 ("allowed transitions between server step
 * values: not shown" in 000 §4): the spec names the steps (ENM-023, completed in OP-21) and the
 * page each one shows (PRG-057…088) but never which step may follow which. We write it down here,
 * as data, because the server (jobs, borrower writes, provider callbacks, the ops API) must refuse
 * a move the journey does not allow, every move must land on the timeline with who made it, and
 * the client, the jobs and the tests all need the same answer. The order follows the journey the
 * spec describes (000 §4 client transitions and derivation rules) and the personas of DESIGN.md.
 *
 * How to read it: one table per phase in ./phases, each row `from, by, event, to`; a (from, event)
 * pair appears at most once, so an event names one move. Conventions:
 * - GEN_<DOC> steps generate a document (JOB); WAITING_FOR_<X> steps wait on a short server-side
 *   job (the client polls them with backoff, PRG-052), never on the borrower. The borrower signs
 *   the summary at SUMMARY_DISCLOSURE, after WAITING_FOR_SUMMARY_DISCLOSURE.
 * - Every non-final step can be ended by OPS: CANCELLED_BY_OPS → CANCELLED and DECLINED_BY_OPS →
 *   DECLINED (generated below, not repeated in the phase tables). A borrower may rescind only
 *   during RESCISSION (RESCINDED → CANCELLED).
 * - Declines keep their reason in the event (UNDERWRITING_DECLINED, CREDIT_SCORE_DECLINED,
 *   DTI_DECLINED): the server sets status.creditScoreDecline / status.dtiDecline from it, which the
 *   client uses to show error/credit and error/income instead of error/decline.
 * - FINAL_STEPS (COMPLETE, DECLINED, CANCELLED) have no way out. They differ from TERMINAL_STEPS in
 *   enums/server-step.ts, which are the values that stop the client's polling (PRG-056): a step like
 *   CREDIT_NO_MATCH stops polling (the client shows credit/social) yet the borrower moves it on.
 * - UNKNOWN is never entered by the graph: it is the client's "still waiting" value (PRG-054) and the
 *   read-side fallback for a value the server cannot map; OPS can still cancel or decline it.
 */
export const CREATION_STEP = 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE' satisfies ServerStep;

export const FINAL_STEPS = ['COMPLETE', 'DECLINED', 'CANCELLED'] as const satisfies readonly ServerStep[];

const PHASE_ROWS = [
  ...APPLICATION_AND_CREDIT,
  ...OFFERS_AND_UNDERWRITING,
  ...VERIFICATION_OF_BORROWER,
  ...VERIFICATION_OF_PROPERTY,
  ...SIGNING_AND_NOTARY,
  ...CLOSING_AND_FUNDING,
] as const;

export const OPS_END_EVENTS = { CANCELLED_BY_OPS: 'CANCELLED', DECLINED_BY_OPS: 'DECLINED' } as const;

export type StepEvent = (typeof PHASE_ROWS)[number][2] | keyof typeof OPS_END_EVENTS;

function isFinal(step: ServerStep): boolean {
  return (FINAL_STEPS as readonly ServerStep[]).includes(step);
}

function buildOpsEndRows(): StepTransition<StepEvent>[] {
  return SERVER_STEPS.filter((step) => !isFinal(step)).flatMap((from) =>
    Object.entries(OPS_END_EVENTS).map(([event, to]) => ({
      from,
      to,
      by: 'OPS' as const,
      event: event as keyof typeof OPS_END_EVENTS,
    })),
  );
}

/** The phase tables as rows (what a reader maintains). */
export const PHASE_TRANSITIONS: readonly StepTransition<StepEvent>[] = PHASE_ROWS.map((row) =>
  toTransition(row),
);

/** Every allowed transition: the phase tables plus the OPS cancel/decline from each non-final step. */
export const STEP_GRAPH: readonly StepTransition<StepEvent>[] = [...PHASE_TRANSITIONS, ...buildOpsEndRows()];

/** Every event name the graph knows, once each. */
export const STEP_EVENTS: readonly StepEvent[] = [...new Set(STEP_GRAPH.map((t) => t.event))];
