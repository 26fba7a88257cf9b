import { AppError } from '@hearth/domain/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { bearer, type RegisteredUser, registerUser } from '../modules/identity/identity-test-support.ts';
import { withApplicationForUpdate } from './application-lock.ts';
import { insertApplicationAt, readApplication, readTimelineRows } from './lifecycle-test-support.ts';
import { transitionApplication } from './transition-application.ts';

// A borrower write as S2's endpoints make it (lock the owned application, store, move — one
// transaction), mounted as a test route, to check the HTTP contract of decision 007 end to end.
const PATH = '/test-only/:uuid/select';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
  t = await buildTestApp(
    { rateLimitsEnabled: false },
    {
      beforeReady: (app) => {
        app.post(
          PATH,
          { preHandler: app.authenticate, schema: { params: z.object({ uuid: z.uuid() }) } },
          async (request) => {
            const { uuid } = request.params as { uuid: string };
            return withApplicationForUpdate(
              app.db,
              { uuid, identityUuid: request.user.identityUuid },
              async (tx) => {
                const moved = await transitionApplication(tx, {
                  uuid,
                  event: 'OFFER_SELECTED',
                  actor: 'BORROWER',
                  actorId: request.user.identityUuid,
                  applicationPatch: { amount: '42000.00', term: '10' },
                });
                if (request.headers['x-fail-after-move']) {
                  throw new AppError('VALIDATION', ['a later check failed']);
                }
                return { to: moved.to };
              },
            );
          },
        );
      },
    },
  );
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

function post(uuid: string, jwt: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: PATH.replace(':uuid', uuid),
    headers: { ...bearer(jwt), ...headers },
  });
}

describe('a borrower write through transitionApplication (decision 007)', () => {
  it('moves the step, stores the write and appends the timeline', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    const response = await post(app.uuid, alice.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ to: 'COLLECT_ADDITIONAL_INFO' });
    const stored = await readApplication(t.db, app.uuid);
    expect(stored.serverStep).toBe('COLLECT_ADDITIONAL_INFO');
    expect(stored.amount).toBe('42000.00');
    const timeline = await readTimelineRows(t.db, app.uuid);
    expect(timeline.map((row) => [row.actor, row.actorId, row.event])).toEqual([
      ['BORROWER', alice.identityUuid, 'OFFER_SELECTED'],
    ]);
  });

  it('answers 409 naming the step at the wrong step, and stores nothing', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'HMDA');
    const response = await post(app.uuid, alice.jwt);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ errors: string[] }>().errors[0]).toContain('HMDA');
    const stored = await readApplication(t.db, app.uuid);
    expect([stored.serverStep, stored.amount, stored.stepSeq]).toEqual(['HMDA', null, 0]);
    expect(await readTimelineRows(t.db, app.uuid)).toEqual([]);
  });

  it('a second selection is refused (409): the step has moved on', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    expect((await post(app.uuid, alice.jwt)).statusCode).toBe(200);
    expect((await post(app.uuid, alice.jwt)).statusCode).toBe(409);
    expect(await readTimelineRows(t.db, app.uuid)).toHaveLength(1);
  });

  it('rolls the move back when the write fails after it', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    const response = await post(app.uuid, alice.jwt, { 'x-fail-after-move': '1' });
    expect(response.statusCode).toBe(400);
    const stored = await readApplication(t.db, app.uuid);
    expect([stored.serverStep, stored.amount]).toEqual(['OFFER_SELECTION', null]);
    expect(await readTimelineRows(t.db, app.uuid)).toEqual([]);
  });

  it('another borrower gets 404 and moves nothing', async () => {
    const app = await insertApplicationAt(t.db, alice.identityUuid, 'OFFER_SELECTION');
    expect((await post(app.uuid, bob.jwt)).statusCode).toBe(404);
    expect((await readApplication(t.db, app.uuid)).serverStep).toBe('OFFER_SELECTION');
  });
});
