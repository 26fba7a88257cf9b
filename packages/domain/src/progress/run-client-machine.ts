import { getNextSnapshot } from 'xstate';
import type { ClientEvent } from './client-events.ts';
import { getClientMachine } from './client-machine.ts';
import { type ClientState, INITIAL_CLIENT_STATE } from './client-states.ts';

/** Runs events through the machine from `from` (profile by default) and returns the state reached. */
export function runClientEvents(
  events: readonly ClientEvent[],
  from: ClientState = INITIAL_CLIENT_STATE,
): ClientState {
  const clientMachine = getClientMachine();
  let snapshot = clientMachine.resolveState({ value: from });
  for (const event of events) {
    snapshot = getNextSnapshot(clientMachine, snapshot, event);
  }
  return snapshot.value as ClientState;
}
