import { describe, expect, it } from 'vitest';
import { createProfileCache } from './profile-cache.ts';

/** The profiles table as the cache sees it: each borrower's body, each read counted. */
function fakeProfiles() {
  const bodies = new Map<string, string>();
  const reads: string[] = [];
  return {
    reads,
    set(identityUuid: string, body: string) {
      bodies.set(identityUuid, body);
    },
    loader(identityUuid: string) {
      return async () => {
        reads.push(identityUuid);
        const body = bodies.get(identityUuid);
        if (body === undefined) {
          throw new Error('NOT_FOUND');
        }
        return body;
      };
    },
  };
}

function setup(maxEntries?: number) {
  const table = fakeProfiles();
  const cache = createProfileCache(maxEntries === undefined ? {} : { maxEntries });
  cache.setFeedLive(true);
  const read = (identityUuid: string, orgCode = 'hearth') =>
    cache.answer(identityUuid, orgCode, table.loader(identityUuid));
  return { table, cache, read };
}

describe('profile cache', () => {
  it('answers a repeated read from memory while the feed is live', async () => {
    const { table, read } = setup();
    table.set('ana', '{"email":"ana@example.com","language":"en"}');
    expect(await read('ana')).toBe('{"email":"ana@example.com","language":"en"}');
    expect(await read('ana')).toBe('{"email":"ana@example.com","language":"en"}');
    expect(table.reads).toEqual(['ana']);
  });

  it('never answers one borrower with another’s profile', async () => {
    const { table, read } = setup();
    table.set('ana', '{"email":"ana@example.com"}');
    table.set('bob', '{"email":"bob@example.com"}');
    expect(await read('ana')).toBe('{"email":"ana@example.com"}');
    expect(await read('bob')).toBe('{"email":"bob@example.com"}');
    expect(await read('ana')).toBe('{"email":"ana@example.com"}');
    expect(await read('bob')).toBe('{"email":"bob@example.com"}');
    expect(table.reads).toEqual(['ana', 'bob']);
  });

  it('answers from memory only for the organisation the answer was read for', async () => {
    const { table, read } = setup();
    table.set('ana', '{"email":"ana@example.com"}');
    await read('ana', 'hearth');
    await read('ana', 'silverpine');
    await read('ana', 'silverpine');
    await read('ana', 'hearth');
    expect(table.reads).toEqual(['ana', 'ana', 'ana']);
  });

  it('reads the table again after a write to that borrower’s profile, and only theirs', async () => {
    const { table, cache, read } = setup();
    table.set('ana', '{"language":"en"}');
    table.set('bob', '{"language":"en"}');
    await read('ana');
    await read('bob');
    table.set('ana', '{"language":"es"}');
    cache.profileChanged('ana');
    expect(await read('ana')).toBe('{"language":"es"}');
    expect(await read('bob')).toBe('{"language":"en"}');
    expect(table.reads).toEqual(['ana', 'bob', 'ana']);
  });

  it('forgets everyone when the table is emptied (payload *)', async () => {
    const { table, cache, read } = setup();
    table.set('ana', '{}');
    await read('ana');
    cache.profileChanged('*');
    expect(cache.size()).toBe(0);
    await read('ana');
    expect(table.reads).toEqual(['ana', 'ana']);
  });

  it('trusts nothing from memory while the feed is down, and starts empty when it is back', async () => {
    const { table, cache, read } = setup();
    table.set('ana', '{"language":"en"}');
    await read('ana');
    cache.setFeedLive(false);
    expect(cache.size()).toBe(0);
    table.set('ana', '{"language":"es"}');
    expect(await read('ana')).toBe('{"language":"es"}');
    expect(await read('ana')).toBe('{"language":"es"}');
    expect(cache.size()).toBe(0);
    cache.setFeedLive(true);
    await read('ana');
    await read('ana');
    expect(table.reads).toEqual(['ana', 'ana', 'ana', 'ana']);
  });

  it('does not keep a read that a write to any profile overtook', async () => {
    const { table, cache } = setup();
    table.set('ana', '{"language":"en"}');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = table.loader('ana');
    const racing = cache.answer('ana', 'hearth', async () => {
      const body = await load();
      await held;
      return body;
    });
    table.set('ana', '{"language":"es"}');
    cache.profileChanged('ana');
    release();
    expect(await racing).toBe('{"language":"en"}');
    expect(await cache.answer('ana', 'hearth', table.loader('ana'))).toBe('{"language":"es"}');
  });

  it('remembers no answer that failed to load', async () => {
    const { table, read } = setup();
    await expect(read('nobody')).rejects.toThrow('NOT_FOUND');
    await expect(read('nobody')).rejects.toThrow('NOT_FOUND');
    expect(table.reads).toEqual(['nobody', 'nobody']);
  });

  it.each([
    [1, ['a', 'b', 'a'], ['a', 'b', 'a']],
    [2, ['a', 'b', 'a', 'b'], ['a', 'b']],
    [2, ['a', 'b', 'c', 'a'], ['a', 'b', 'c', 'a']],
    // Reading a again makes b the least recent: c pushes b out, a stays.
    [2, ['a', 'b', 'a', 'c', 'a', 'b'], ['a', 'b', 'c', 'b']],
  ])(
    'holds at most %i answers, dropping the least recently read (%j → table reads %j)',
    async (max, order, expectedReads) => {
      const { table, cache, read } = setup(max);
      for (const name of ['a', 'b', 'c']) {
        table.set(name, `{"name":"${name}"}`);
      }
      for (const name of order) {
        expect(await read(name)).toBe(`{"name":"${name}"}`);
        expect(cache.size()).toBeLessThanOrEqual(max);
      }
      expect(table.reads).toEqual(expectedReads);
    },
  );
});
