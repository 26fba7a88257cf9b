import type { ServerStep } from '../enums/server-step.ts';
import type { Actor } from './step-transition.ts';
import { applyEvent } from './transition.ts';

/** One hand-written move of a test journey: who sends which event, and the step it must reach. */
export type JourneyMove = readonly [by: Actor, event: string, to: ServerStep];

/** Applies each move in turn and returns the steps visited; throws at the first refused or wrong move. */
export function walkJourney(start: ServerStep, moves: readonly JourneyMove[]): ServerStep[] {
  const visited: ServerStep[] = [start];
  let step = start;
  for (const [by, event, expected] of moves) {
    const result = applyEvent(step, event, by);
    if (!result.ok) {
      throw new Error(`${step} → ${event} refused: ${result.reason}`);
    }
    if (result.to !== expected) {
      throw new Error(`${step} → ${event} reached ${result.to}, expected ${expected}`);
    }
    step = result.to;
    visited.push(step);
  }
  return visited;
}
