import type { ServerStep } from '../enums/server-step.ts';
import { STEP_GRAPH } from './step-graph.ts';
import type { StepTransition } from './step-transition.ts';

/** Every step reachable from `start` (itself included) along `transitions`. */
export function findReachableSteps(
  start: ServerStep,
  transitions: readonly StepTransition[] = STEP_GRAPH,
): ReadonlySet<ServerStep> {
  const seen = new Set<ServerStep>([start]);
  const queue: ServerStep[] = [start];
  for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
    for (const t of transitions) {
      if (t.from === step && !seen.has(t.to)) {
        seen.add(t.to);
        queue.push(t.to);
      }
    }
  }
  return seen;
}
