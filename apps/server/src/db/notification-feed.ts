import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/** One NOTIFY channel and the in-memory answers it keeps honest. */
export interface NotificationChannel {
  name: string;
  /** A notification committed on the channel, by this instance or another one. */
  onMessage(payload: string): void;
  /** While false, a notification may be missed: the listener must not trust what it remembers. */
  onLive(live: boolean): void;
}

export interface NotificationFeed {
  /** Before `start()`: the channels a plugin keeps memory for. */
  listen(channel: NotificationChannel): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The database's NOTIFY messages, delivered at commit, to the caches that keep answers in memory
 * (token revocations, application steps) and to the job runner. On PostgreSQL one LISTEN
 * connection serves every channel, reconnecting with backoff; while it is down every channel is
 * told it is not live. This instance's own commits are also heard on the pool connection that made
 * them, before the commit's promise resolves, so a borrower's next request sees their own write
 * (PostgreSQL delivers a session's own notification as it commits). On PGlite (one process) the
 * embedded instance's own listeners hear every commit the same way.
 */
export function createNotificationFeed(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  logger: FastifyBaseLogger,
): NotificationFeed {
  const channels: NotificationChannel[] = [];
  let stopped = false;

  function setLive(live: boolean): void {
    for (const channel of channels) {
      channel.onLive(live);
    }
  }

  function deliver(name: string, payload: string | undefined): void {
    if (!payload || stopped) {
      return;
    }
    for (const channel of channels) {
      if (channel.name === name) {
        channel.onMessage(payload);
      }
    }
  }

  const listen = (channel: NotificationChannel) => {
    if (!/^[a-z_]+$/.test(channel.name)) {
      throw new Error(`notification channel ${channel.name}: lower-case letters and underscores only`);
    }
    channels.push(channel);
  };

  const { pglite } = database;
  if (database.kind === 'pglite' && pglite) {
    const unsubscribes: Array<() => Promise<void>> = [];
    return {
      listen,
      async start() {
        for (const name of new Set(channels.map((channel) => channel.name))) {
          unsubscribes.push(await pglite.listen(name, (payload) => deliver(name, payload)));
        }
        setLive(true);
      },
      async stop() {
        setLive(false);
        await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe().catch(() => undefined)));
      },
    };
  }
  if (!databaseUrl) {
    return { listen, start: async () => setLive(false), stop: async () => setLive(false) };
  }

  let client: pg.Client | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopHearingOwnCommits = () => {};

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => deliver(message.channel, message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'database notification feed lost; caches read the tables until it is back');
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.connect();
    for (const name of new Set(channels.map((channel) => channel.name))) {
      await next.query(`LISTEN ${name}`);
    }
    client = next;
    attempt = 0;
    setLive(true);
  }

  function lose(lost: pg.Client): void {
    if (client !== lost && client !== undefined) {
      return;
    }
    client = undefined;
    setLive(false);
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
        logger.warn({ err: error }, 'database notification feed not reconnected');
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  }

  return {
    listen,
    async start() {
      if (database.pool) {
        stopHearingOwnCommits = hearOwnCommits(database.pool, channels, deliver);
      }
      try {
        await connect();
      } catch (error) {
        logger.warn(
          { err: error },
          'database notification feed not started; caches read the tables until it is',
        );
        scheduleReconnect();
      }
    },
    async stop() {
      stopped = true;
      stopHearingOwnCommits();
      clearTimeout(timer);
      setLive(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Each pool connection, when first handed out, LISTENs to the channels before its first query and
 * passes on the notifications its own backend sent — its own commits. Other sessions' commits
 * arrive through the feed's connection.
 */
function hearOwnCommits(
  pool: pg.Pool,
  channels: readonly NotificationChannel[],
  deliver: (name: string, payload: string | undefined) => void,
): () => void {
  const listening = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (listening.has(client)) {
      return;
    }
    listening.add(client);
    const ownPid = () => (client as unknown as { processID?: number }).processID;
    client.on('notification', (message) => {
      if (message.processId === ownPid()) {
        deliver(message.channel, message.payload);
      }
    });
    for (const name of new Set(channels.map((channel) => channel.name))) {
      client.query(`LISTEN ${name}`).catch(() => undefined);
    }
  };
  pool.on('acquire', onAcquire);
  return () => {
    pool.off('acquire', onAcquire);
  };
}
