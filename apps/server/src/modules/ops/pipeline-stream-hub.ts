/** One open live feed: whose it is and how to reach it. */
export interface PipelineStream {
  staffUuid: string;
  sessionId: string;
  /** The lenders the staff user works for; empty = every lender. */
  orgCodes: readonly string[];
  /** When the token the feed was opened with stops being valid. */
  tokenExpiresAt: Date;
  /** Sends one application's move. */
  moved(applicationUuid: string): void;
  /** A comment line that keeps proxies from closing an idle connection. */
  heartbeat(): void;
  /**
   * Ends the response. `sessionEnded`: the client is told to sign in again; otherwise (this
   * instance shutting down) it simply reconnects, reaching another instance.
   */
  end(sessionEnded: boolean): void;
}

export interface PipelineHubDeps {
  /** The lenders of these applications (unknown ones left out). */
  findOrgs(uuids: readonly string[]): Promise<Map<string, string>>;
  isSessionLive(stream: Pick<PipelineStream, 'staffUuid' | 'sessionId'>, now: Date): Promise<boolean>;
  now(): Date;
  onError(error: unknown): void;
}

export interface PipelineHub {
  /** Adds a feed; the returned function removes it (the client went away). */
  open(stream: PipelineStream): () => void;
  /** A step move committed anywhere (the step-moved NOTIFY channel). */
  stepMoved(applicationUuid: string): void;
  /** A session ended anywhere (log-out, revocation): its feeds end now. */
  sessionEnded(sessionId: string): void;
  /** Each feed's heartbeat; feeds whose session or token has ended are ended instead. */
  beat(): Promise<void>;
  /** This instance is shutting down: every feed ends, and its client reconnects elsewhere. */
  closeAll(): void;
  size(): number;
}

/**
 * The live feeds of this instance. A move is passed only to feeds whose staff user works for the
 * application's lender: one look-up of the lender per move, however many feeds are open.
 */
export function createPipelineHub(deps: PipelineHubDeps): PipelineHub {
  const streams = new Set<PipelineStream>();

  function endStream(stream: PipelineStream, sessionEnded = true): void {
    if (streams.delete(stream)) {
      stream.end(sessionEnded);
    }
  }

  async function deliver(applicationUuid: string): Promise<void> {
    const org = (await deps.findOrgs([applicationUuid])).get(applicationUuid);
    if (org === undefined) {
      return;
    }
    for (const stream of streams) {
      if (stream.orgCodes.length === 0 || stream.orgCodes.includes(org)) {
        stream.moved(applicationUuid);
      }
    }
  }

  return {
    open(stream) {
      streams.add(stream);
      return () => {
        streams.delete(stream);
      };
    },
    stepMoved(applicationUuid) {
      if (streams.size > 0) {
        deliver(applicationUuid).catch(deps.onError);
      }
    },
    sessionEnded(sessionId) {
      for (const stream of [...streams]) {
        if (stream.sessionId === sessionId) {
          endStream(stream);
        }
      }
    },
    async beat() {
      const now = deps.now();
      for (const stream of [...streams]) {
        const live = stream.tokenExpiresAt > now && (await deps.isSessionLive(stream, now));
        if (live) {
          stream.heartbeat();
        } else {
          endStream(stream);
        }
      }
    },
    closeAll() {
      for (const stream of [...streams]) {
        endStream(stream, false);
      }
    },
    size: () => streams.size,
  };
}
