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
