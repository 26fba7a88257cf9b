/**
 * Maker-checker: the staff decisions that move money or end a file take two people. Sending one
 * makes a proposal; another staff user with `approvals.check` applies it. The events, by kind:
 * - cancel: CANCELLED_BY_OPS (any non-final step → CANCELLED);
 * - decline: DECLINED_BY_OPS (any non-final step → DECLINED);
 * - manual fund: FUNDED sent by staff in the vendor's place (FUNDING_DECISION → COMPLETE);
 * - valuation override: VALUATION_APPROVED at a BPO, residential evaluation or appraisal review.
 * Every other event staff send applies at once, as before.
 */
export const CHECKED_EVENTS = {
  CANCELLED_BY_OPS: 'cancel',
  DECLINED_BY_OPS: 'decline',
  FUNDED: 'manual-fund',
  VALUATION_APPROVED: 'valuation-override',
} as const;

export type CheckedEvent = keyof typeof CHECKED_EVENTS;

/** Whether sending `event` makes a proposal for a checker rather than moving the step. */
export function needsChecker(event: string): event is CheckedEvent {
  return Object.hasOwn(CHECKED_EVENTS, event);
}
