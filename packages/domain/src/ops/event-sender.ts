import { STEP_GRAPH } from '../lifecycle/step-graph.ts';
import type { Actor } from '../lifecycle/step-transition.ts';

const SENDERS = new Map<string, Actor>(STEP_GRAPH.map((transition) => [transition.event, transition.by]));

/** Who sends `event` in the step graph (each event has one sender), or undefined for an unknown event. */
export function findEventSender(event: string): Actor | undefined {
  return SENDERS.get(event);
}

/** The ops API may send what a vendor (PROVIDER) or the staff (OPS) would; never a borrower's or a job's event. */
export function isOpsSendable(actor: Actor): actor is 'PROVIDER' | 'OPS' {
  return actor === 'PROVIDER' || actor === 'OPS';
}
