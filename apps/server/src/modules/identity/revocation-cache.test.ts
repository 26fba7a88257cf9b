import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createRevocationCache } from './revocation-cache.ts';
import { insertRevokedSession } from './revoked-session.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const IDENTITY = '3f1c2a4e-1b2c-4d5e-8f90-123456789abc';
const revoke = (sessionId: string) =>
  insertRevokedSession(t.db, {
    sessionId,
    identityUuid: IDENTITY,
    expiresAt: new Date(Date.now() + 3_600_000),
  });

describe('the session revocation cache', () => {
  it('reads the table while the feed is down, so a revocation it was not told of still counts', async () => {
    const cache = createRevocationCache();
    const jti = crypto.randomUUID();
    expect(await cache.isRevoked(t.db, jti)).toBe(false);
    await revoke(jti);
    expect(await cache.isRevoked(t.db, jti)).toBe(true);
  });

  it('answers from memory while the feed is live, and believes the feed over its memory', async () => {
    const cache = createRevocationCache();
    cache.setFeedLive(true);
    const jti = crypto.randomUUID();
    expect(await cache.isRevoked(t.db, jti)).toBe(false);
    await revoke(jti); // as another instance would, without telling this cache
    expect(await cache.isRevoked(t.db, jti)).toBe(false);
    cache.markRevoked(jti); // the feed's message
    expect(await cache.isRevoked(t.db, jti)).toBe(true);
  });

  it('forgets every "not revoked" answer when the feed goes down', async () => {
    const cache = createRevocationCache();
    cache.setFeedLive(true);
    const jti = crypto.randomUUID();
    expect(await cache.isRevoked(t.db, jti)).toBe(false);
    await revoke(jti);
    cache.setFeedLive(false);
    expect(await cache.isRevoked(t.db, jti)).toBe(true);
  });

  it('lets a revocation reported during a table read win over what the read saw', async () => {
    const cache = createRevocationCache();
    cache.setFeedLive(true);
    const jti = crypto.randomUUID();
    const reading = cache.isRevoked(t.db, jti);
    cache.markRevoked(jti);
    expect(await reading).toBe(true);
    expect(await cache.isRevoked(t.db, jti)).toBe(true);
  });
});
