/** Every instance's profile cache listens here; a trigger on `profiles` notifies every write (0032). */
export const PROFILE_CHANGED_CHANNEL = 'hearth_profile_changed';
/** The trigger's payload when the whole table was emptied. */
const EVERY_PROFILE = '*';

/** Enough for every borrower active on one instance; past it the least recently read are read again. */
const MAX_REMEMBERED = 20_000;

interface RememberedProfile {
  orgCode: string;
  /** The response body exactly as the route serialised it from the row. */
  body: string;
}

export interface ProfileCache {
  /**
   * The profile answer of `identityUuid` asked for under `orgCode`: from memory while the
   * notification feed is live, else `load()`'s (kept when no write to a profile was heard while it ran).
   */
  answer(identityUuid: string, orgCode: string, load: () => Promise<string>): Promise<string>;
  /** A write to the borrower's profile committed (the trigger's payload: their identity, or '*'). */
  profileChanged(payload: string): void;
  /** While the feed is down a write may go unheard, so nothing is answered from memory. */
  setFeedLive(live: boolean): void;
  /** How many answers are held (tests: the bound). */
  size(): number;
}

/**
 * The profile is read on every page load (API-010), so each instance keeps the serialised answers
 * in memory, kept honest by the `profiles` trigger's notification (db/notification-feed.ts): every
 * write, by this instance or another one, drops the borrower's answer when it commits. An answer is
 * trusted only while the feed is live; losing it empties the cache. One answer per borrower, given
 * only for the organisation it was read for; least recently read answers go first past `maxEntries`.
 */
export function createProfileCache({
  maxEntries = MAX_REMEMBERED,
}: {
  maxEntries?: number;
} = {}): ProfileCache {
  const remembered = new Map<string, RememberedProfile>();
  let feedLive = false;
  /** Moves on every write heard and feed change: a load that saw it move may hold the old row. */
  let generation = 0;

  function recall(identityUuid: string, orgCode: string): string | undefined {
    const known = remembered.get(identityUuid);
    if (!known || known.orgCode !== orgCode) {
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the most recently read.
    remembered.delete(identityUuid);
    remembered.set(identityUuid, known);
    return known.body;
  }

  function remember(identityUuid: string, profile: RememberedProfile): void {
    remembered.delete(identityUuid);
    remembered.set(identityUuid, profile);
    if (remembered.size > maxEntries) {
      const leastRecent = remembered.keys().next().value;
      if (leastRecent !== undefined) {
        remembered.delete(leastRecent);
      }
    }
  }

  return {
    async answer(identityUuid, orgCode, load) {
      const known = feedLive ? recall(identityUuid, orgCode) : undefined;
      if (known !== undefined) {
        return known;
      }
      const readFrom = generation;
      const body = await load();
      if (feedLive && readFrom === generation) {
        remember(identityUuid, { orgCode, body });
      }
      return body;
    },
    profileChanged(payload) {
      generation += 1;
      if (payload === EVERY_PROFILE) {
        remembered.clear();
      } else {
        remembered.delete(payload);
      }
    },
    setFeedLive(live) {
      generation += 1;
      feedLive = live;
      if (!live) {
        remembered.clear();
      }
    },
    size: () => remembered.size,
  };
}
