import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Every instance's step status cache listens here (modules/application/step-status-cache.ts). */
export const STEP_MOVED_CHANNEL = 'hearth_application_step_moved';

type StepMoveListener = (applicationUuid: string) => void;

const listeners = new Set<StepMoveListener>();

/** This process's status caches, told of a move before it commits (several apps may share a process in tests). */
export function onStepMove(listener: StepMoveListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Inside the moving transaction: this process's caches stop answering from memory for the
 * application at once, and every instance hears of the move when it commits.
 */
export async function announceStepMove(tx: Db, applicationUuid: string): Promise<void> {
  for (const listener of listeners) {
    listener(applicationUuid);
  }
  await tx.execute(sql`select pg_notify(${STEP_MOVED_CHANNEL}, ${applicationUuid})`);
}
