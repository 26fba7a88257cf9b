import { EventEmitter } from 'node:events';

/**
 * A process-wide nudge: "step jobs may be waiting in the outbox". Transitions run inside their
 * caller's transaction, so they cannot send to pg-boss themselves; the runner listens and flushes
 * the outbox (committed rows only). A lost nudge costs one poll interval, never a job.
 */
const signal = new EventEmitter();
signal.setMaxListeners(100);

export function signalStepJobsPending(afterCommit = false): void {
  signal.emit('pending', afterCommit);
}

export function onStepJobsPending(listener: (afterCommit: boolean) => void): () => void {
  signal.on('pending', listener);
  return () => signal.off('pending', listener);
}
