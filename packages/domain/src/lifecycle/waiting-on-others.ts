import { allowedEvents } from './transition.ts';

/**
 * Whether, at `step`, the borrower can only wait: every move out of it belongs to a job, a vendor
 * or the lender's staff. The pages of such steps follow the step by themselves (the client re-reads
 * it in the background) instead of asking the borrower to check back.
 */
export function isWaitingOnOthers(step: string): boolean {
  const moves = allowedEvents(step);
  return moves.length > 0 && moves.every((move) => move.by !== 'BORROWER');
}
