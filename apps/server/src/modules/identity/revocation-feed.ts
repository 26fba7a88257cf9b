import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import type { RevocationCache } from './revocation-cache.ts';
import { REVOCATION_CHANNEL } from './revoked-token.repository.ts';

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];

export interface RevocationFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tells the cache about revocations committed by any instance: LISTEN on PostgreSQL (the insert
 * notifies in its transaction, so the message comes at commit). A lost connection makes the cache
 * distrust its memory until the feed is back. PGlite is one process: its own logouts mark the cache.
 */
export function createRevocationFeed(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  cache: RevocationCache,
  logger: FastifyBaseLogger,
): RevocationFeed {
  if (database.kind === 'pglite' || !databaseUrl) {
    return {
      start: async () => cache.setFeedLive(true),
      stop: async () => cache.setFeedLive(false),
    };
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL && message.payload) {
        cache.markRevoked(message.payload);
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'token revocation feed lost; checking the table until it is back');
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.connect();
    await next.query(`LISTEN ${REVOCATION_CHANNEL}`);
    client = next;
    attempt = 0;
    cache.setFeedLive(true);
  }

  function lose(lost: pg.Client): void {
    if (client !== lost && client !== undefined) {
      return;
    }
    client = undefined;
    cache.setFeedLive(false);
    lost.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (stopped || timer) {
      return;
    }
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'token revocation feed not reconnected');
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  }

  return {
    async start() {
      try {
        await connect();
      } catch (error) {
        logger.warn({ err: error }, 'token revocation feed not started; checking the table until it is');
        scheduleReconnect();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      cache.setFeedLive(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
