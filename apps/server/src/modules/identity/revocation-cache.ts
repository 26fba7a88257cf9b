import type { Db } from '../../db/client.ts';
import { isSessionRevoked } from './revoked-session.repository.ts';

/** Enough for every token in use on one instance; past it the oldest answers are looked up again. */
const MAX_REMEMBERED = 20_000;

export interface RevocationCache {
  /** Whether session `sessionId` has ended by logout: from memory when the notification feed is live, else from the table. */
  isRevoked(db: Db, sessionId: string): Promise<boolean>;
  /** A revocation committed (here, or on another instance as the feed reports it). */
  markRevoked(sessionId: string): void;
  /** While the feed is down no 'not revoked' answer is trusted from memory. */
  setFeedLive(live: boolean): void;
}

/**
 * Logout revokes a token at once (DESIGN.md, data protection) and the check runs on every
 * authenticated call, so answers are kept in memory — but a 'not revoked' answer only while the
 * notification feed (db/notification-feed.ts) is live, so another instance's
 * logout reaches us before its token could be used here again.
 */
export function createRevocationCache(): RevocationCache {
  const notRevoked = new Set<string>();
  const revoked = new Set<string>();
  let feedLive = false;

  function remember(set: Set<string>, sessionId: string): void {
    if (set.size >= MAX_REMEMBERED) {
      const oldest = set.values().next().value;
      if (oldest !== undefined) {
        set.delete(oldest);
      }
    }
    set.add(sessionId);
  }

  return {
    async isRevoked(db, sessionId) {
      if (revoked.has(sessionId)) {
        return true;
      }
      if (feedLive && notRevoked.has(sessionId)) {
        return false;
      }
      const answer = await isSessionRevoked(db, sessionId);
      // A revocation reported while the table was read wins over what the read saw.
      if (answer || revoked.has(sessionId)) {
        remember(revoked, sessionId);
        return true;
      }
      if (feedLive) {
        remember(notRevoked, sessionId);
      }
      return false;
    },
    markRevoked(sessionId) {
      notRevoked.delete(sessionId);
      remember(revoked, sessionId);
    },
    setFeedLive(live) {
      feedLive = live;
      if (!live) {
        notRevoked.clear();
      }
    },
  };
}
