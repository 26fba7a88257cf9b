import type { Db } from '../../db/client.ts';
import { findServerStepAndOwner } from './application.repository.ts';

/** Enough for every application being polled on one instance; past it the oldest are read again. */
const MAX_REMEMBERED = 50_000;
/** A move that never commits (rolled back) sends no notification: stop waiting for it after this. */
const MOVE_SETTLE_MS = 60_000;

interface RememberedStep {
  identityUuid: string;
  serverStep: string;
}

export interface StepStatusCache {
  /** The application's server step when `identityUuid` owns it, else undefined (not found or not theirs). */
  read(db: Db, uuid: string, identityUuid: string): Promise<string | undefined>;
  /** A move began in this process: read the table until its commit is reported. */
  moveStarted(uuid: string): void;
  /** A move committed, here or on another instance (the notification feed). */
  moveCommitted(uuid: string): void;
  /** While the feed is down no remembered step is trusted. */
  setFeedLive(live: boolean): void;
}

/**
 * The status call is polled by every borrower on every waiting step (PRG-051…056), so each
 * instance keeps the answers in memory, kept honest by the step-moved notification: a step is only
 * answered from memory while the feed is live, not while a move of that application is under way
 * in this process (a borrower reads their own write), and a read that raced a move is not kept.
 * Across instances an answer is at most one notification behind, which the next poll corrects.
 */
export function createStepStatusCache({
  load = findServerStepAndOwner,
  now = Date.now,
}: {
  load?: (db: Db, uuid: string) => Promise<RememberedStep | undefined>;
  now?: () => number;
} = {}): StepStatusCache {
  const remembered = new Map<string, RememberedStep>();
  const moving = new Map<string, { count: number; since: number }>();
  let feedLive = false;
  let generation = 0;

  function isMoving(uuid: string): boolean {
    const move = moving.get(uuid);
    if (move && now() - move.since > MOVE_SETTLE_MS) {
      moving.delete(uuid);
      return false;
    }
    return move !== undefined;
  }

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
      const known = feedLive && !isMoving(uuid) ? remembered.get(uuid) : undefined;
      if (known) {
        return known.identityUuid === identityUuid ? known.serverStep : undefined;
      }
      const readFrom = generation;
      const row = await load(db, uuid);
      if (!row) {
        return undefined;
      }
      if (feedLive && readFrom === generation && !isMoving(uuid)) {
        remember(uuid, row);
      }
      return row.identityUuid === identityUuid ? row.serverStep : undefined;
    },
    moveStarted(uuid) {
      generation += 1;
      remembered.delete(uuid);
      const move = moving.get(uuid);
      moving.set(uuid, { count: (move?.count ?? 0) + 1, since: now() });
    },
    moveCommitted(uuid) {
      generation += 1;
      remembered.delete(uuid);
      const move = moving.get(uuid);
      if (move && move.count > 1) {
        moving.set(uuid, { ...move, count: move.count - 1 });
      } else {
        moving.delete(uuid);
      }
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
