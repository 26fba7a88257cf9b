import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createStepStatusCache } from './step-status-cache.ts';

const db = {} as Db;
const APP = 'app-1';
const OWNER = 'owner-1';

/** The table as the cache sees it: each read counted, and a read can be held open to race a move. */
function fakeTable(initial: string) {
  let step = initial;
  let hold: Promise<void> | undefined;
  const table = {
    reads: 0,
    setStep(next: string) {
      step = next;
    },
    /** The next read sees the table now but answers only when `release()` is called. */
    holdNextRead() {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    async load(_db: Db, uuid: string) {
      table.reads += 1;
      const seen = uuid === APP ? { identityUuid: OWNER, serverStep: step } : undefined;
      const waiting = hold;
      hold = undefined;
      await waiting;
      return seen;
    },
  };
  return table;
}

function setup(initial = 'OFFER_SELECTION') {
  const table = fakeTable(initial);
  const cache = createStepStatusCache({ load: table.load });
  cache.setFeedLive(true);
  return { table, cache };
}

describe('step status cache', () => {
  it('answers a repeated poll from memory while the feed is live', async () => {
    const { table, cache } = setup();
    expect(await cache.read(db, APP, OWNER)).toBe('OFFER_SELECTION');
    expect(await cache.read(db, APP, OWNER)).toBe('OFFER_SELECTION');
    expect(table.reads).toBe(1);
  });

  it('answers someone else, and an unknown application, with nothing — from memory too', async () => {
    const { table, cache } = setup();
    expect(await cache.read(db, APP, 'stranger')).toBeUndefined();
    expect(await cache.read(db, APP, 'stranger')).toBeUndefined();
    expect(table.reads).toBe(1);
    expect(await cache.read(db, APP, OWNER)).toBe('OFFER_SELECTION');
    expect(await cache.read(db, 'unknown', OWNER)).toBeUndefined();
    expect(await cache.read(db, 'unknown', OWNER)).toBeUndefined();
    expect(table.reads).toBe(3);
  });

  it('reads the table while the feed is down, and forgets what it knew when the feed drops', async () => {
    const { table, cache } = setup();
    await cache.read(db, APP, OWNER);
    cache.setFeedLive(false);
    table.setStep('PROFILE_INFO');
    expect(await cache.read(db, APP, OWNER)).toBe('PROFILE_INFO');
    expect(await cache.read(db, APP, OWNER)).toBe('PROFILE_INFO');
    expect(table.reads).toBe(3);
    cache.setFeedLive(true);
    expect(await cache.read(db, APP, OWNER)).toBe('PROFILE_INFO');
    expect(table.reads).toBe(4);
  });

  it('another instance’s move, heard from the feed, replaces the remembered step', async () => {
    const { table, cache } = setup();
    await cache.read(db, APP, OWNER);
    table.setStep('PROFILE_INFO');
    expect(await cache.read(db, APP, OWNER)).toBe('OFFER_SELECTION');
    cache.moveCommitted(APP);
    expect(await cache.read(db, APP, OWNER)).toBe('PROFILE_INFO');
  });

  it('a read that saw the table before a move committed is answered but not kept', async () => {
    const { table, cache } = setup();
    const release = table.holdNextRead();
    const racing = cache.read(db, APP, OWNER);
    table.setStep('PROFILE_INFO');
    cache.moveCommitted(APP);
    release();
    expect(await racing).toBe('OFFER_SELECTION');
    expect(await cache.read(db, APP, OWNER)).toBe('PROFILE_INFO');
    expect(table.reads).toBe(2);
  });
});
