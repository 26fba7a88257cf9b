import type { ServerStep } from '@hearth/domain/enums/server-step';
import { STEP_GRAPH } from '@hearth/domain/lifecycle/step-graph';

/** Steps the graph moves on by JOB: entering one schedules that step's job (decision 007). */
export const JOB_STEPS: ReadonlySet<ServerStep> = new Set(
  STEP_GRAPH.filter((transition) => transition.by === 'JOB').map((transition) => transition.from),
);

export function isJobStep(step: string): step is ServerStep {
  return JOB_STEPS.has(step as ServerStep);
}
