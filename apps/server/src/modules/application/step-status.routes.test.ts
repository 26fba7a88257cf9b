import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { STEP_MOVED_CHANNEL } from '../../lifecycle/step-moves.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import {
  buildIdentityTestApp,
  getWithToken,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';

const statusPath = (uuid: string) => endpointPath(applicationApi.stepStatus, { uuid });

let t: TestApp;
/** A second API instance on the same database: the multi-instance deployment of DESIGN.md. */
let other: App;
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  other = await buildApp(t.config, { db: t.database });
  await other.ready();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function statusOf(app: App, uuid: string, jwt = alice.jwt) {
  const response = await getWithToken(app, statusPath(uuid), jwt);
  return response.statusCode === 200
    ? response.json<{ serverStep: string }>().serverStep
    : response.statusCode;
}

function softCreditMatched(uuid: string) {
  return t.db.transaction((tx) =>
    transitionApplication(tx, { uuid, event: 'SOFT_CREDIT_MATCHED', actor: 'JOB', actorId: 'test-job' }),
  );
}

describe('API-018 GET …/{uuid}/status answered from memory (000 §7, PRG-051…056)', () => {
  it('shows a move the moment it commits, on this instance and the other', async () => {
    const { uuid } = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    for (const app of [t.app, other, t.app, other]) {
      expect(await statusOf(app, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    }
    await softCreditMatched(uuid);
    expect(await statusOf(t.app, uuid)).toBe('WAITING_FOR_AVM_DATA');
    await expect.poll(() => statusOf(other, uuid), { timeout: 5_000 }).toBe('WAITING_FOR_AVM_DATA');
  });

  it('a step remembered for its owner is still 404 for anyone else', async () => {
    const { uuid } = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(t.app, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(t.app, uuid, bob.jwt)).toBe(404);
    expect(await statusOf(t.app, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('a move that rolls back leaves the step as it was', async () => {
    const { uuid } = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(t.app, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    await expect(
      t.db.transaction(async (tx) => {
        await transitionApplication(tx, { uuid, event: 'SOFT_CREDIT_MATCHED', actor: 'JOB' });
        throw new Error('the write after the move failed');
      }),
    ).rejects.toThrow('the write after the move failed');
    expect(await statusOf(t.app, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(other, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('hears a move committed by another process from the database’s notification alone', async () => {
    const { uuid } = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(other, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(await statusOf(other, uuid)).toBe('WAITING_FOR_SOFT_CREDIT');
    // What another instance's transitionApplication commits, without this process's own signal.
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`update heloc_applications set server_step = 'WAITING_FOR_AVM_DATA' where uuid = ${uuid}`,
      );
      await tx.execute(sql`select pg_notify(${STEP_MOVED_CHANNEL}, ${uuid})`);
    });
    await expect.poll(() => statusOf(other, uuid), { timeout: 5_000 }).toBe('WAITING_FOR_AVM_DATA');
  });

  it('answers each borrower’s own step, as JSON Fastify would have serialised itself', async () => {
    const first = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT');
    const second = await insertApplicationAt(t.db, bob.identityUuid, 'OFFER_SELECTION');
    for (const [uuid, jwt, serverStep] of [
      [first.uuid, alice.jwt, 'WAITING_FOR_SOFT_CREDIT'],
      [second.uuid, bob.jwt, 'OFFER_SELECTION'],
      [first.uuid, alice.jwt, 'WAITING_FOR_SOFT_CREDIT'],
    ] as const) {
      const response = await getWithToken(t.app, statusPath(uuid), jwt);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify({ serverStep }));
    }
  });
});
