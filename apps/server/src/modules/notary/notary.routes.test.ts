import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { notaryApi } from '@hearth/domain/api/notary-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerResults } from '../../db/schema/index.ts';
import { parseProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import {
  postJson,
  readRow,
  seedAtStep,
  snapshot,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { getWithToken, registerUser } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff();

const DAY_MS = 86_400_000;
const ANSWERS = ['street:oak', 'vehicle:none', 'lender:riverfin'];
const AUSTIN = { street1: '456 Congress Ave', street2: null, city: 'Austin', state: 'TX', zip: '78701' };

interface Slots {
  timeZone: string;
  slots: { start: string; end: string }[];
}

async function getSlots(jwt: string, uuid: string, from: string): Promise<Slots> {
  const response = await getWithToken(
    suite.t.app,
    `${endpointPath(notaryApi.slots, { uuid })}?from=${from}`,
    jwt,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Slots>();
}

function localHour(iso: string, timeZone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)),
  );
}

const today = () => new Date().toISOString().slice(0, 10);

describe('POST P/notary/disclosure/acknowledge (decision 007)', () => {
  it('APP-013, PRG-084: NOTARY_DISCLOSURE → NOTARY_WAITING_PERIOD with the disclosure flag set', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'NOTARY_DISCLOSURE');
    const response = await postJson(
      suite.t,
      borrower.jwt,
      endpointPath(notaryApi.acknowledgeDisclosure, { uuid }),
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'NOTARY_WAITING_PERIOD',
      requestedManualNotaryTime: null,
      joinUrl: null,
    });
    // Ready to sign the deed; not 'complete' — that would send the borrower on to insurance (PRG-028).
    const { disclosures } = (await readRow(suite.t, uuid)).status;
    expect(disclosures).toMatchObject({ notaryReady: true });
    expect(disclosures).not.toHaveProperty('notaryComplete', true);
  });

  it('wrong step 409, an extra field 400, someone else’s 404, a staff token 403: nothing changes', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const before = await snapshot(suite.t, uuid);
    const path = endpointPath(notaryApi.acknowledgeDisclosure, { uuid });
    const late = await postJson(suite.t, borrower.jwt, path, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('DEED_SIGNING');
    expect((await postJson(suite.t, borrower.jwt, path, { acknowledged: true })).statusCode).toBe(400);
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, path, {})).statusCode).toBe(404);
    expect((await postJson(suite.t, suite.staffJwt, path, {})).statusCode).toBe(403);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });
});

describe('GET P/notary/slots and POST P/notary/manual (decision 007)', () => {
  it('APP-013: a week of slots within notary hours in the property’s zone, a day ahead at the earliest', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const asked = Date.now();
    const { timeZone, slots } = await getSlots(borrower.jwt, uuid, today());
    expect(timeZone).toBe('America/Los_Angeles');
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(asked + DAY_MS);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      expect(localHour(slot.start, timeZone)).toBeGreaterThanOrEqual(9);
      expect(localHour(slot.end, timeZone)).toBeLessThanOrEqual(18);
    }
    expect(
      (await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt)).json()
        .timeZone,
    ).toBe('America/Los_Angeles');
  });

  it('PRG-085, PRG-101: books an offered slot; requestedManualNotaryTime and status.manualNotary are set', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const [slot] = (await getSlots(borrower.jwt, uuid, today())).slots;
    const response = await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.bookManual, { uuid }), {
      slotStart: slot?.start,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'MANUAL_DEED_SIGNING',
      requestedManualNotaryTime: slot?.start,
      joinUrl: null,
    });
    const row = await readRow(suite.t, uuid);
    expect(row.requestedManualNotaryTime?.toISOString()).toBe(slot?.start);
    expect(row.status.manualNotary).toBe(true);
    expect(
      (await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), borrower.jwt)).json()
        .requestedManualNotaryTime,
    ).toBe(slot?.start);
  });

  it.each([
    [
      'a time outside notary hours',
      (start: string) => new Date(Date.parse(start) - 10 * 3_600_000).toISOString(),
    ],
    ['a time between slots', (start: string) => new Date(Date.parse(start) + 30 * 60_000).toISOString()],
    [
      'the same hour a week before',
      (start: string) => new Date(Date.parse(start) - 7 * DAY_MS).toISOString(),
    ],
  ])('refuses %s with 400 and books nothing', async (_case, pick) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const [slot] = (await getSlots(borrower.jwt, uuid, today())).slots;
    const before = await snapshot(suite.t, uuid);
    const response = await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.bookManual, { uuid }), {
      slotStart: pick(slot?.start ?? ''),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: ['That time is no longer available. Please choose another one'],
    });
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409, someone else’s 404 (slots too), a staff token 403, a bad from 400', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'NOTARY_DISCLOSURE');
    const [slot] = (await getSlots(borrower.jwt, uuid, today())).slots;
    const before = await snapshot(suite.t, uuid);
    const path = endpointPath(notaryApi.bookManual, { uuid });
    const early = await postJson(suite.t, borrower.jwt, path, { slotStart: slot?.start });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toContain('NOTARY_DISCLOSURE');
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, path, { slotStart: slot?.start })).statusCode).toBe(404);
    expect(
      (
        await getWithToken(
          suite.t.app,
          `${endpointPath(notaryApi.slots, { uuid })}?from=${today()}`,
          stranger.jwt,
        )
      ).statusCode,
    ).toBe(404);
    expect((await postJson(suite.t, suite.staffJwt, path, { slotStart: slot?.start })).statusCode).toBe(403);
    expect(
      (
        await getWithToken(
          suite.t.app,
          `${endpointPath(notaryApi.slots, { uuid })}?from=2026-02-30`,
          borrower.jwt,
        )
      ).statusCode,
    ).toBe(400);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('Texas: no slot before the waiting period of 12 days after application ends', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'NOTARY_DISCLOSURE', {
      propertyState: 'TX',
      propertyAddress: AUSTIN,
    });
    await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.acknowledgeDisclosure, { uuid }), {});
    const created = (await readRow(suite.t, uuid)).createdDate.getTime();
    const { timeZone, slots } = await getSlots(borrower.jwt, uuid, today());
    expect(timeZone).toBe('America/Chicago');
    expect(slots.length).toBeGreaterThan(0);
    expect(Date.parse(slots[0]?.start ?? '')).toBeGreaterThanOrEqual(created + 12 * DAY_MS);
  });
});

describe('POST P/notary/e-notary (decision 007)', () => {
  it('APP-013, PRG-028: DEED_SIGNING → E_NOTARY_SESSION, the vendor’s session started in the move', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const response = await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.startENotary, { uuid }), {
      deviceCheck: true,
      answers: ANSWERS,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      serverStep: 'E_NOTARY_SESSION',
      requestedManualNotaryTime: null,
      joinUrl: expect.stringMatching(/^https:\/\/notary\.sandbox\.hearth\.test\/session\/ENS-/),
    });
    const results = await suite.t.db
      .select()
      .from(providerResults)
      .where(eq(providerResults.applicationUuid, uuid));
    expect(
      results.map((row) => [row.kind, parseProviderResult('VENDOR_ORDER', row.result, 'read').vendor]),
    ).toEqual([['VENDOR_ORDER', 'E_NOTARY']]);
  });

  it('from a manual appointment: E_NOTARY_CHOSEN then the session, and the appointment is dropped', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const [slot] = (await getSlots(borrower.jwt, uuid, today())).slots;
    await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.bookManual, { uuid }), {
      slotStart: slot?.start,
    });
    const response = await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.startENotary, { uuid }), {
      deviceCheck: true,
      answers: ANSWERS,
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await readRow(suite.t, uuid);
    expect(row).toMatchObject({ serverStep: 'E_NOTARY_SESSION', requestedManualNotaryTime: null });
    expect(row.status.manualNotary).toBe(false);
    const events = (await readTimeline(suite.t.db, uuid)).map((entry) => entry.event);
    expect(events).toEqual(['MANUAL_NOTARY_REQUESTED', 'E_NOTARY_CHOSEN', 'E_NOTARY_SESSION_STARTED']);
  });

  it.each([
    ['a failed device check', { deviceCheck: false, answers: ANSWERS }],
    ['unanswered questions', { deviceCheck: true, answers: ANSWERS.slice(1) }],
    ['an answer that is not an option', { deviceCheck: true, answers: ['street:elm', ...ANSWERS.slice(1)] }],
  ])('refuses %s with 400 and starts nothing', async (_case, body) => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const before = await snapshot(suite.t, uuid);
    expect(
      (await postJson(suite.t, borrower.jwt, endpointPath(notaryApi.startENotary, { uuid }), body))
        .statusCode,
    ).toBe(400);
    expect(await snapshot(suite.t, uuid)).toEqual(before);
  });

  it('wrong step 409, someone else’s 404, a staff token 403: no session', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'TRUST_AND_INSURANCE');
    const body = { deviceCheck: true, answers: ANSWERS };
    const path = endpointPath(notaryApi.startENotary, { uuid });
    const late = await postJson(suite.t, borrower.jwt, path, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toContain('TRUST_AND_INSURANCE');
    const stranger = await registerUser(suite.t.app);
    expect((await postJson(suite.t, stranger.jwt, path, body)).statusCode).toBe(404);
    expect((await postJson(suite.t, suite.staffJwt, path, body)).statusCode).toBe(403);
    expect(
      await suite.t.db.select().from(providerResults).where(eq(providerResults.applicationUuid, uuid)),
    ).toEqual([]);
  });
});

describe('the sandbox clock', () => {
  it('moves the slots with it (the notary calls read the lifecycle clock)', async () => {
    const { uuid, borrower } = await seedAtStep(suite.t, 'DEED_SIGNING');
    const moved = await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
      payload: { advanceDays: 30 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const asked = Date.now();
    const { slots } = await getSlots(borrower.jwt, uuid, today());
    expect(Date.parse(slots[0]?.start ?? '')).toBeGreaterThanOrEqual(asked + 31 * DAY_MS);
  });
});
