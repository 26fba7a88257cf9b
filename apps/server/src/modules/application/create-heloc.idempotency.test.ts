import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { buildIdentityTestApp, registerUser } from '../identity/identity-test-support.ts';
import { buildCreateBody, postCreate } from './create-heloc.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

const countOf = async (identityUuid: string) =>
  (await t.db.select().from(helocApplications).where(eq(helocApplications.identityUuid, identityUuid)))
    .length;

describe('Idempotency-Key and double submits', () => {
  it('replays the first answer for the same key and body and creates nothing new', async () => {
    const user = await registerUser(t.app);
    const first = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'submit-0001' });
    const replay = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'submit-0001' });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await countOf(user.identityUuid)).toBe(1);
  });

  it('refuses the same key with a different body (409)', async () => {
    const user = await registerUser(t.app);
    expect((await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'submit-0002' })).statusCode).toBe(
      201,
    );
    const changed = await postCreate(t.app, user.jwt, buildCreateBody({ propertyListedForSale: true }), {
      key: 'submit-0002',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      errors: ['This Idempotency-Key was already used for a different request'],
    });
    expect(await countOf(user.identityUuid)).toBe(1);
  });

  it('two concurrent submits with one key → one application, the same answer twice', async () => {
    const user = await registerUser(t.app);
    const [a, b] = await Promise.all([
      postCreate(t.app, user.jwt, buildCreateBody(), { key: 'double-click-1' }),
      postCreate(t.app, user.jwt, buildCreateBody(), { key: 'double-click-1' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await countOf(user.identityUuid)).toBe(1);
  });

  it('two concurrent submits without a key → one application and one 409', async () => {
    const user = await registerUser(t.app);
    const responses = await Promise.all([
      postCreate(t.app, user.jwt, buildCreateBody()),
      postCreate(t.app, user.jwt, buildCreateBody()),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await countOf(user.identityUuid)).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const user = await registerUser(t.app);
    const response = await postCreate(t.app, user.jwt, buildCreateBody(), { key: 'bad key!' });
    expect(response.statusCode).toBe(400);
    expect(await countOf(user.identityUuid)).toBe(0);
  });
});
