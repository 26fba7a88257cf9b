import { isTerminalStep, isWaitingStep } from '../enums/server-step.ts';
import { computeBackoffDelay } from '../util/backoff.ts';

/** 000 §9 / PRG-053, PRG-055 */
export const WAITING_STEP_MAX_POLLS = 14;
export const OTHER_STEP_MAX_POLLS = 7;
export const POLL_BACKOFF = { baseMs: 1000, capMs: 5000 } as const;
/** PRG-054: the waiting step that is kept, not turned into UNKNOWN, when the polls run out. */
export const KEPT_WAITING_STEP = 'GEN_NOTE_SIGNING';

export type PollOutcome = 'terminal' | 'settled' | 'changed' | 'unchanged' | 'exhausted';

export interface PollResult {
  step: string;
  outcome: PollOutcome;
  /** Number of fetches made, the first one included. */
  fetches: number;
}

export interface PollOptions {
  fetchStep: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  /**
   * The step the client acted on (e.g. before submitting a form). A non-waiting step equal to it is
   * re-polled until it changes (PRG-055); without it, the first non-waiting value settles the poll.
   */
  previousStep?: string | null;
}

/**
 * PRG-051…056: fetch the server step, then re-poll with backoff (1000 ms doubling, cap 5000 ms)
 * while it is a waiting step (up to 14 re-polls; then UNKNOWN, or GEN_NOTE_SIGNING kept) or while
 * an ordinary step still equals `previousStep` (up to 7 re-polls). A terminal value ends at once.
 */
export async function pollServerStep({ fetchStep, sleep, previousStep }: PollOptions): Promise<PollResult> {
  let step = await fetchStep();
  let fetches = 1;
  let waitingRetries = 0;
  let otherRetries = 0;
  for (;;) {
    if (isTerminalStep(step)) {
      return { step, outcome: 'terminal', fetches };
    }
    if (isWaitingStep(step)) {
      if (waitingRetries >= WAITING_STEP_MAX_POLLS) {
        return { step: step === KEPT_WAITING_STEP ? step : 'UNKNOWN', outcome: 'exhausted', fetches };
      }
      await sleep(computeBackoffDelay(waitingRetries, POLL_BACKOFF));
      waitingRetries += 1;
    } else if (previousStep == null || step !== previousStep) {
      return { step, outcome: previousStep == null ? 'settled' : 'changed', fetches };
    } else if (otherRetries >= OTHER_STEP_MAX_POLLS) {
      return { step, outcome: 'unchanged', fetches };
    } else {
      await sleep(computeBackoffDelay(otherRetries, POLL_BACKOFF));
      otherRetries += 1;
    }
    step = await fetchStep();
    fetches += 1;
  }
}
