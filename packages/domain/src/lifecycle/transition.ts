import { z } from 'zod';
import { type ServerStep, zServerStep } from '../enums/server-step.ts';
import { FINAL_STEPS, STEP_EVENTS, STEP_GRAPH, type StepEvent } from './step-graph.ts';
import { type Actor, type StepTransition, zActor } from './step-transition.ts';

export type ApplyEventResult =
  | { readonly ok: true; readonly to: ServerStep; readonly transition: StepTransition<StepEvent> }
  | { readonly ok: false; readonly reason: string };

const BY_STEP = new Map<string, Map<string, StepTransition<StepEvent>>>();
for (const transition of STEP_GRAPH) {
  const events = BY_STEP.get(transition.from) ?? new Map<string, StepTransition<StepEvent>>();
  events.set(transition.event, transition);
  BY_STEP.set(transition.from, events);
}

/** A final step (COMPLETE, DECLINED, CANCELLED): no event moves an application out of it. */
export function isTerminal(step: string): boolean {
  return (FINAL_STEPS as readonly string[]).includes(step);
}

export function isStepEvent(event: string): event is StepEvent {
  return (STEP_EVENTS as readonly string[]).includes(event);
}

/** The transitions allowed out of `step` (event, who may send it, where it leads). */
export function allowedEvents(step: string): readonly StepTransition<StepEvent>[] {
  return [...(BY_STEP.get(step)?.values() ?? [])];
}

/** Decides one move. Pure: the caller stores the new step and the timeline entry. */
export function applyEvent(step: string, event: string, actor: Actor): ApplyEventResult {
  if (!zServerStep.safeParse(step).success) {
    return { ok: false, reason: `Unknown step ${step}` };
  }
  if (isTerminal(step)) {
    return { ok: false, reason: `The application is ${step}; no event moves it on` };
  }
  const transition = BY_STEP.get(step)?.get(event);
  if (!transition) {
    const allowed = allowedEvents(step).map((t) => t.event);
    const known = isStepEvent(event) ? '' : ' (unknown event)';
    return {
      ok: false,
      reason: `${event}${known} is not allowed at ${step}; allowed: ${allowed.join(', ')}`,
    };
  }
  if (transition.by !== actor) {
    return { ok: false, reason: `${event} at ${step} is sent by ${transition.by}, not ${actor}` };
  }
  return { ok: true, to: transition.to, transition };
}

/** One line of an application's timeline: who did what, when, from which step to which. */
export const zTimelineEntry = z.object({
  at: z.iso.datetime(),
  actor: zActor,
  event: z.string().refine(isStepEvent, 'Unknown event'),
  from: zServerStep,
  to: zServerStep,
});
export interface TimelineEntry {
  readonly at: string;
  readonly actor: Actor;
  readonly event: StepEvent;
  readonly from: ServerStep;
  readonly to: ServerStep;
}

export type RecordEventResult =
  | { readonly ok: true; readonly to: ServerStep; readonly entry: TimelineEntry }
  | { readonly ok: false; readonly reason: string };

/** applyEvent plus the timeline entry to append when the move is allowed. */
export function recordEvent(step: string, event: string, actor: Actor, at: Date): RecordEventResult {
  const result = applyEvent(step, event, actor);
  if (!result.ok) {
    return result;
  }
  const { from, to, event: name } = result.transition;
  return { ok: true, to, entry: { at: at.toISOString(), actor, event: name, from, to } };
}
