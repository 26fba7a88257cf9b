import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];
/** The feed's own channel: each beat is a notification it sends and must hear back. */
const HEARTBEAT_CHANNEL = 'hearth_feed_heartbeat';

export interface FeedTiming {
  /** How often the feed sends a heartbeat through its own connection. */
  heartbeatMs: number;
  /** How long it may go without hearing one back before the connection counts as dead. */
  silenceLimitMs: number;
}

/** A stalled connection is noticed within about five seconds. */
export const DEFAULT_FEED_TIMING: FeedTiming = { heartbeatMs: 1_500, silenceLimitMs: 4_000 };

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
 *
 * A connection can also stall without closing (a frozen proxy, a half-open TCP link): nothing
 * arrives and nothing fails. So the LISTEN connection uses TCP keepalive and sends itself a
 * heartbeat notification; when none has come back within the silence limit, the channels are told
 * the feed is not live, the connection is dropped and a new one is made.
 */
export function createNotificationFeed(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  logger: FastifyBaseLogger,
  timing: FeedTiming = DEFAULT_FEED_TIMING,
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
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stopHearingOwnCommits = () => {};

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    let lastHeard = Date.now();
    let beating = false;
    next.on('notification', (message) => {
      lastHeard = Date.now();
      if (message.channel !== HEARTBEAT_CHANNEL) {
        deliver(message.channel, message.payload);
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'database notification feed lost; caches read the tables until it is back');
      lose(next);
    });
    next.on('end', () => lose(next));
    try {
      await withinSilenceLimit(next.connect());
      for (const name of new Set([HEARTBEAT_CHANNEL, ...channels.map((channel) => channel.name)])) {
        await withinSilenceLimit(next.query(`LISTEN ${name}`));
      }
    } catch (error) {
      destroy(next);
      throw error;
    }
    if (stopped) {
      destroy(next);
      return;
    }
    client = next;
    attempt = 0;
    lastHeard = Date.now();
    clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      if (Date.now() - lastHeard > timing.silenceLimitMs) {
        logger.warn('database notification feed went silent; caches read the tables until it is back');
        lose(next);
        return;
      }
      if (!beating) {
        beating = true;
        next
          .query(`NOTIFY ${HEARTBEAT_CHANNEL}`)
          .catch(() => undefined)
          .finally(() => {
            beating = false;
          });
      }
    }, timing.heartbeatMs);
    heartbeat.unref();
    setLive(true);
  }

  /** A stalled server never answers: the attempt fails after the silence limit instead. */
  function withinSilenceLimit<T>(step: Promise<T>): Promise<T> {
    let limit: ReturnType<typeof setTimeout> | undefined;
    const silence = new Promise<never>((_, reject) => {
      limit = setTimeout(
        () => reject(new Error('the database did not answer the notification feed')),
        timing.silenceLimitMs,
      );
    });
    return Promise.race([step, silence]).finally(() => clearTimeout(limit));
  }

  function lose(lost: pg.Client): void {
    if (client !== lost && client !== undefined) {
      return;
    }
    client = undefined;
    clearInterval(heartbeat);
    heartbeat = undefined;
    setLive(false);
    destroy(lost);
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
      clearInterval(heartbeat);
      setLive(false);
      const current = client;
      client = undefined;
      if (current) {
        await withinSilenceLimit(current.end()).catch(() => destroy(current));
      }
    },
  };
}

/** Closes a connection without the goodbye a stalled server would never acknowledge. */
function destroy(connection: pg.Client): void {
  const socket = (connection as unknown as { connection?: { stream?: { destroy(): void } } }).connection
    ?.stream;
  socket?.destroy();
  connection.end().catch(() => undefined);
}

/**
 * Each pool connection LISTENs to the channels before its first query and passes on the
 * notifications its own backend sent — its own commits. Other sessions' commits arrive through the
 * feed's connection.
 *
 * node-postgres runs one query at a time on a connection and deprecates queueing a query behind one
 * that is itself still waiting to be sent. So a new connection LISTENs in the pool's `onConnect`
 * hook, which the pool awaits before handing it out; a connection made before the feed started
 * LISTENs when it is next handed out, idle and ready, so its LISTEN is sent at once and the query
 * it was handed out for waits alone behind it. Every channel is LISTENed to in one statement.
 */
function hearOwnCommits(
  pool: pg.Pool,
  channels: readonly NotificationChannel[],
  deliver: (name: string, payload: string | undefined) => void,
): () => void {
  const listening = new WeakSet<pg.ClientBase>();
  const names = [...new Set(channels.map((channel) => channel.name))];
  const listenStatement = names.map((name) => `LISTEN ${name};`).join(' ');

  /** The LISTEN, or undefined when the connection already has it (or there is nothing to hear). */
  function listen(client: pg.ClientBase): Promise<void> | undefined {
    if (listening.has(client) || names.length === 0) {
      return undefined;
    }
    listening.add(client);
    const ownPid = () => (client as unknown as { processID?: number }).processID;
    client.on('notification', (message) => {
      if (message.processId === ownPid()) {
        deliver(message.channel, message.payload);
      }
    });
    // A failed LISTEN only means this connection's own commits arrive through the feed instead.
    return client.query(listenStatement).then(
      () => undefined,
      () => undefined,
    );
  }

  const previousOnConnect = pool.options.onConnect;
  const onConnect = async (client: pg.ClientBase) => {
    await previousOnConnect?.(client);
    await listen(client);
  };
  const onAcquire = (client: pg.PoolClient) => {
    void listen(client);
  };
  pool.options.onConnect = onConnect;
  pool.on('acquire', onAcquire);
  return () => {
    pool.off('acquire', onAcquire);
    if (pool.options.onConnect === onConnect) {
      pool.options.onConnect = previousOnConnect;
    }
  };
}
