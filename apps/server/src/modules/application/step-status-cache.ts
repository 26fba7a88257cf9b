import type { Db } from '../../db/client.ts';
import { findServerStepAndOwner } from './application.repository.ts';

/** Enough for every application being polled on one instance; past it the oldest are read again. */
const MAX_REMEMBERED = 50_000;

interface RememberedStep {
  identityUuid: string;
  serverStep: string;
}

export interface StepStatusCache {
  /** The application's server step when `identityUuid` owns it, else undefined (not found or not theirs). */
  read(db: Db, uuid: string, identityUuid: string): Promise<string | undefined>;
  /** A move committed, here or on another instance (the notification feed). */
  moveCommitted(uuid: string): void;
  /** While the feed is down no remembered step is trusted. */
  setFeedLive(live: boolean): void;
}

/**
 * The status call is polled by every borrower on every waiting step (PRG-051…056), so each
 * instance keeps the answers in memory, kept honest by the step-moved notification: a step is only
 * answered from memory while the feed is live, and a read that raced a move is not kept. This
 * instance hears its own moves as they commit (db/notification-feed.ts), so a borrower reads their
 * own write; across instances an answer is at most one notification behind, which the next poll
 * corrects.
 */
export function createStepStatusCache({
  load = findServerStepAndOwner,
}: {
  load?: (db: Db, uuid: string) => Promise<RememberedStep | undefined>;
} = {}): StepStatusCache {
  const remembered = new Map<string, RememberedStep>();
  let feedLive = false;
  let generation = 0;

  function remember(uuid: string, step: RememberedStep): void {
    if (remembered.size >= MAX_REMEMBERED && !remembered.has(uuid)) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) {
        remembered.delete(oldest);
      }
    }
    remembered.set(uuid, step);
  }

  return {
    async read(db, uuid, identityUuid) {
      const known = feedLive ? remembered.get(uuid) : undefined;
      if (known) {
        return known.identityUuid === identityUuid ? known.serverStep : undefined;
      }
      const readFrom = generation;
      const row = await load(db, uuid);
      if (!row) {
        return undefined;
      }
      if (feedLive && readFrom === generation) {
        remember(uuid, row);
      }
      return row.identityUuid === identityUuid ? row.serverStep : undefined;
    },
    moveCommitted(uuid) {
      generation += 1;
      remembered.delete(uuid);
    },
    setFeedLive(live) {
      generation += 1;
      feedLive = live;
      if (!live) {
        remembered.clear();
      }
    },
  };
}
