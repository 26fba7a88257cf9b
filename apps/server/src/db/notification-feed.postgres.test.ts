import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type FreezableRelay, startFreezableRelay } from '../../test/freezable-relay.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createNotificationFeed, type NotificationFeed } from './notification-feed.ts';

const TIMING = { heartbeatMs: 200, silenceLimitMs: 800 };

/** The LISTEN connection on PostgreSQL, through a relay that can stall it without closing it. */
describe.skipIf(!process.env.DATABASE_URL)('the notification feed on a stalled connection', () => {
  let database: TestDatabase | undefined;
  let relay: FreezableRelay | undefined;
  let feed: NotificationFeed | undefined;
  afterEach(async () => {
    await feed?.stop();
    await relay?.close();
    await database?.dispose();
  });

  async function startFeed() {
    database = await createTestDatabase();
    const url = database.databaseUrl as string;
    relay = await startFreezableRelay(url);
    const live: boolean[] = [];
    const heard: string[] = [];
    feed = createNotificationFeed(database.handle, relay.urlThrough(url), pino({ level: 'silent' }), TIMING);
    feed.listen({
      name: 'hearth_test_channel',
      onMessage: (payload) => heard.push(payload),
      onLive: (value) => live.push(value),
    });
    await feed.start();
    return { live, heard, notify: (payload: string) => notify(database as TestDatabase, payload) };
  }

  it('tells its channels it is not live once the connection goes silent, then reconnects', async () => {
    const { live, heard, notify } = await startFeed();
    expect(live).toEqual([true]);
    await notify('before');
    await expect.poll(() => heard).toEqual(['before']);

    relay?.freeze();
    await notify('during');
    await expect.poll(() => live.includes(false), { timeout: 5_000 }).toBe(true);
    // A new connection through the relay flows again: the feed is back, and hears new commits.
    await expect.poll(() => live.at(-1), { timeout: 10_000 }).toBe(true);
    expect(relay?.connectionCount()).toBeGreaterThan(1);
    await notify('after');
    await expect.poll(() => heard.at(-1)).toBe('after');
    expect(heard).not.toContain('during');
  });

  it('stays live while the connection flows, however long nothing else is sent', async () => {
    const { live } = await startFeed();
    await new Promise((resolve) => setTimeout(resolve, TIMING.silenceLimitMs * 3));
    expect(live).toEqual([true]);
  });
});

/** This instance's own commits, heard on the pool connection that made them. */
describe.skipIf(!process.env.DATABASE_URL)('the notification feed on pool connections', () => {
  let database: TestDatabase | undefined;
  let feed: NotificationFeed | undefined;
  afterEach(async () => {
    await feed?.stop();
    await database?.dispose();
  });

  it('LISTENs to every channel without queueing queries behind each other on one connection', async () => {
    database = await createTestDatabase();
    const heard: string[] = [];
    feed = createNotificationFeed(database.handle, database.databaseUrl, pino({ level: 'silent' }), TIMING);
    for (const name of ['hearth_test_one', 'hearth_test_two', 'hearth_test_three']) {
      feed.listen({ name, onMessage: (payload) => heard.push(`${name} ${payload}`), onLive: () => {} });
    }
    await feed.start();
    const pool = database.handle.pool as pg.Pool;
    // More connections than the pool holds idle (some made before the feed started, some new),
    // each looked at the moment it is handed out, when pool.query sends its query.
    const acquired = await Promise.all(
      [1, 2, 3, 4].map(
        () =>
          new Promise<{ client: pg.PoolClient; unsent: number }>((resolve, reject) => {
            pool.connect((error, client) => {
              if (error || !client) {
                reject(error);
                return;
              }
              // node-postgres's queries not yet sent: a query added while one waits here is what it
              // warns about ("client.query() when the client is already executing a query").
              resolve({
                client,
                unsent: (client as unknown as { _queryQueue: unknown[] })._queryQueue.length,
              });
            });
          }),
      ),
    );
    const clients = acquired.map(({ client }) => client);
    try {
      expect(acquired.map(({ unsent }) => unsent)).toEqual([0, 0, 0, 0]);
      for (const client of clients) {
        const listening = await client.query<{ name: string }>('select pg_listening_channels() as name');
        expect(listening.rows.map((row) => row.name).sort()).toEqual([
          'hearth_test_one',
          'hearth_test_three',
          'hearth_test_two',
        ]);
      }
      await clients[3]?.query(
        "select pg_notify('hearth_test_one', 'a'), pg_notify('hearth_test_three', 'b')",
      );
    } finally {
      for (const client of clients) {
        client.release();
      }
    }
    // Heard before the commit's promise resolved (the feed's own connection may hear it again).
    expect(heard).toEqual(expect.arrayContaining(['hearth_test_one a', 'hearth_test_three b']));
  });
});

/** Another session's commit, as another instance would make it. */
async function notify(database: TestDatabase, payload: string): Promise<void> {
  const other = new pg.Client({ connectionString: database.databaseUrl });
  await other.connect();
  try {
    await other.query('select pg_notify($1, $2)', ['hearth_test_channel', payload]);
  } finally {
    await other.end();
  }
}
