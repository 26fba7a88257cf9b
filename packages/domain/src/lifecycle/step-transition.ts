import { z } from 'zod';
import type { ServerStep } from '../enums/server-step.ts';

/**
 * Who moves a step:
 * - BORROWER: a write the borrower makes through the API (selects an offer, signs, uploads…).
 * - JOB: one of our durable jobs finishing its work (a credit pull, a generated PDF, a timer).
 * - PROVIDER: a vendor's callback whose timing we do not control (BPO done, title cleared, notary
 *   completed, recorded, funded…). In sandbox these are fired by the sandbox provider or by the ops
 *   API's "trigger provider event".
 * - OPS: a staff decision through the ops API (reviews, conditions, cancel, decline).
 */
export const ACTORS = ['BORROWER', 'JOB', 'PROVIDER', 'OPS'] as const;
export const zActor = z.enum(ACTORS);
export type Actor = z.infer<typeof zActor>;

/** One row of a phase table, written as a tuple so a phase reads as a table: from, by, event, to. */
export type TransitionRow = readonly [from: ServerStep, by: Actor, event: string, to: ServerStep];

/** One allowed transition of the server-step graph (OP-01). */
export interface StepTransition<E extends string = string> {
  readonly from: ServerStep;
  readonly to: ServerStep;
  readonly by: Actor;
  readonly event: E;
}

export function toTransition<E extends string>(
  row: readonly [ServerStep, Actor, E, ServerStep],
): StepTransition<E> {
  const [from, by, event, to] = row;
  return { from, to, by, event };
}
