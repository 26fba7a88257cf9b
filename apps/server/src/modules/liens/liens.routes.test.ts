import { endpointPath } from '@hearth/domain/api/endpoint';
import { liensApi } from '@hearth/domain/api/liens-api';
import { LIEN_MESSAGES, type LiensView } from '@hearth/domain/journey/liens';
import { pageForServerStep } from '@hearth/domain/progress/step-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { driveOffersToIdVerification, expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
  readApplicationRow,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { registerUser } from '../identity/identity-test-support.ts';
import { callBranch, countTimeline, moveAs } from '../journey/test/branch-test-support.ts';

const suite = useTestApp(buildLifecycleTestApp);

async function arriveAtLiens() {
  const created = await createApplicationAs(suite.t, 'Liens');
  await expectStep(suite.t, created.uuid, 'LIEN_VERIFICATION');
  return created;
}

describe('GET P/liens and POST P/liens/confirm | dispute (liens)', () => {
  it('PRG-082, OFR-009, OFR-010: the liens with balance and payment; MARKED_FOR_PAYOFF counts as a payoff', async () => {
    const { uuid, jwt } = await arriveAtLiens();
    const row = await readApplicationRow(suite.t, uuid);
    expect(pageForServerStep(row.serverStep, {})).toEqual({ kind: 'page', page: 'liens' });
    const view = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(liensApi.get, { uuid }))
    ).json<LiensView>();
    expect(view.liens).toHaveLength(2);
    expect(view.liens[0]).toMatchObject({ position: 1, type: 'MORTGAGE', payOff: null });
    expect(view.liens[1]).toEqual({
      position: 2,
      holder: 'Sandbox County Tax Collector',
      type: 'TAX',
      monetaryBalance: 4_200,
      monetaryCalculatedNextPaymentMinimumAmount: 0,
      payOff: { status: 'MARKED_FOR_PAYOFF' },
    });
    expect(view.payoffTotal).toBe(4_200);
    expect(view.totalBalance).toBe((view.liens[0]?.monetaryBalance ?? 0) + 4_200);
  });

  it('PRG-082: confirming the liens lets the offers follow (liensComplete)', async () => {
    const { uuid, jwt } = await arriveAtLiens();
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.confirm, { uuid }), {});
    expect(answer.json()).toEqual({ serverStep: 'WAITING_FOR_INITIAL_OFFERS' });
    const offers = await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    expect(offers.status).toMatchObject({ liensComplete: true });
  });

  it('PRG-082: a dispute with its reason goes to staff (LIEN_POSITION_REVIEW)', async () => {
    const { uuid, jwt } = await arriveAtLiens();
    const reason = 'The county tax lien was paid in full in March';
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.dispute, { uuid }), {
      reason,
    });
    expect(answer.json()).toEqual({ serverStep: 'LIEN_POSITION_REVIEW' });
    const last = (await readTimeline(suite.t.db, uuid)).at(-1);
    expect(last).toMatchObject({ event: 'LIENS_DISPUTED', actor: 'BORROWER', detail: { reason } });
  });

  it.each([
    ['', LIEN_MESSAGES.reasonRequired],
    ['paid', LIEN_MESSAGES.reasonTooShort],
  ])('a dispute with the reason %j is 400 "%s" and nothing moves', async (reason, message) => {
    const { uuid, jwt } = await arriveAtLiens();
    const before = await countTimeline(suite.t, uuid);
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.dispute, { uuid }), {
      reason,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [message] });
    expect(await countTimeline(suite.t, uuid)).toBe(before);
  });

  it('at another step it is 409; someone else’s application is 404', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const answer = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.confirm, { uuid }), {});
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ errors: string[] }>().errors[0]).toContain('OFFER_SELECTION');
    const stranger = await registerUser(suite.t.app);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'GET', endpointPath(liensApi.get, { uuid }))).statusCode,
    ).toBe(404);
    expect(
      (await callBranch(suite.t, stranger.jwt, 'POST', endpointPath(liensApi.confirm, { uuid }), {}))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST P/liens/attest (merchant/lien-attestation, OP-36)', () => {
  it('PRG-096, PRG-097: new credit found before closing → staff review → the borrower attests no new lien', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Titleexceptions');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    await driveOffersToIdVerification(suite.t, uuid);
    await expectStep(suite.t, uuid, 'FINAL_TITLE_REVIEW');
    const inquiries = [{ creditor: 'Sandbox Auto Finance', date: '2026-10-02' }];
    await moveAs(suite.t, uuid, 'OPS', 'NEW_INQUIRIES_FOUND', { inquiries });
    const early = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.attest, { uuid }), {
      attested: true,
    });
    expect(early.statusCode).toBe(409);
    await moveAs(suite.t, uuid, 'OPS', 'MERCHANT_REVIEWED');
    const view = (
      await callBranch(suite.t, jwt, 'GET', endpointPath(liensApi.get, { uuid }))
    ).json<LiensView>();
    expect(view.inquiries).toEqual(inquiries);
    const refused = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.attest, { uuid }), {
      attested: false,
    });
    expect(refused.json()).toEqual({ errors: [LIEN_MESSAGES.attestRequired] });
    const attested = await callBranch(suite.t, jwt, 'POST', endpointPath(liensApi.attest, { uuid }), {
      attested: true,
    });
    expect(attested.json()).toEqual({ serverStep: 'GEN_CLOSING_DISCLOSURE' });
    const row = await readApplicationRow(suite.t, uuid);
    expect(row.status).toMatchObject({
      inquiryAttestComplete: true,
      inquiryAttestNeeded: false,
      liensComplete: true,
    });
  });
});
