import { applicationApi, coDeedApi, documentsApi, rescissionApi } from '@hearth/domain/api/application-api';
import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { incomeApi } from '@hearth/domain/api/income-api';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { notaryApi } from '@hearth/domain/api/notary-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { describe, expect, it } from 'vitest';
import { expectStep } from '../../lifecycle/jobs/handlers/test/drive-journey.ts';
import {
  buildLifecycleTestApp,
  createApplicationAs,
} from '../../lifecycle/jobs/handlers/test/journey-test-support.ts';
import { readTimeline } from '../../lifecycle/timeline.ts';
import { openApiPath } from '../application/test/openapi-path.ts';
import {
  collectStrings,
  postJson,
  postMultipart,
} from '../borrower-writes/test/journey-write-test-support.ts';
import { TINY_JPEG, TINY_PDF, TINY_PNG } from '../documents/test/document-fixtures.ts';
import { getWithToken } from '../identity/identity-test-support.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';

const suite = useTestAppWithStaff(buildLifecycleTestApp);

const ACCOUNT_NUMBER = '000123456789';

/** Reads the application's documents and signs every one still to sign, as the pages do. */
async function signEverySignable(jwt: string, uuid: string): Promise<void> {
  const listed = await getWithToken(suite.t.app, endpointPath(documentsApi.list, { uuid }), jwt);
  const signable = listed
    .json<{ uuid: string; signable: boolean }[]>()
    .filter((document) => document.signable);
  expect(signable.length).toBeGreaterThan(0);
  for (const document of signable) {
    const signed = await postJson(
      suite.t,
      jwt,
      endpointPath(documentsApi.sign, { uuid, documentUuid: document.uuid }),
      {
        signature: { kind: 'TYPED', text: 'Ada Lovelace' },
        reachedEnd: true,
      },
    );
    expect(signed.statusCode, signed.body).toBe(200);
  }
}

describe('the verification and closing calls, end to end', () => {
  it('APP-002, PRG-080: the default persona goes from creation to COMPLETE through the borrower calls and the ops API alone', async () => {
    const { uuid, jwt } = await createApplicationAs(suite.t, 'Lovelace');
    await expectStep(suite.t, uuid, 'OFFER_SELECTION');
    const offers = await getWithToken(suite.t.app, endpointPath(offersApi.list, { uuid }), jwt);
    const [offer] = offers.json<{ offers: { type: string; term: number }[] }>().offers;
    const selected = await postJson(suite.t, jwt, endpointPath(offersApi.select, { uuid }), {
      type: offer?.type,
      term: offer?.term,
      amount: 50_000,
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const profile = await postJson(suite.t, jwt, endpointPath(borrowerInfoApi.profileInfo, { uuid }), {
      ownershipType: 'SOLE',
      ssn: '123-45-6789',
      hardCreditConsent: true,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const hmda = await postJson(suite.t, jwt, endpointPath(borrowerInfoApi.hmda, { uuid }), {
      ethnicity: ['NOT_PROVIDED'],
      race: ['NOT_PROVIDED'],
      sex: ['NOT_PROVIDED'],
      collectedBy: 'ONLINE',
    });
    expect(hmda.statusCode, hmda.body).toBe(200);
    await expectStep(suite.t, uuid, 'SUMMARY_DISCLOSURE');
    await signEverySignable(jwt, uuid);
    await expectStep(suite.t, uuid, 'INCOME_VERIFICATION');

    const linked = await postJson(suite.t, jwt, endpointPath(incomeApi.link, { uuid }), {
      institutionId: 'ins_sandbox_summit',
      username: 'user_good',
      password: 'pass_good',
      accountIds: ['ins_sandbox_summit-checking'],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    await expectStep(suite.t, uuid, 'DISBURSEMENT_ACCOUNT');

    const disbursement = await postJson(suite.t, jwt, endpointPath(bankAccountsApi.disbursement, { uuid }), {
      source: 'MANUAL',
      routingNumber: '021000021',
      accountNumber: ACCOUNT_NUMBER,
      accountType: 'CHECKING',
    });
    expect(disbursement.statusCode, disbursement.body).toBe(200);
    await expectStep(suite.t, uuid, 'AUTOPAY_ACCOUNT');
    const autopay = await postJson(suite.t, jwt, endpointPath(bankAccountsApi.autopay, { uuid }), {
      payType: 'AUTOPAY',
      sameAsDisbursement: true,
      authorized: true,
    });
    expect(autopay.statusCode, autopay.body).toBe(200);
    await expectStep(suite.t, uuid, 'IDENTITY_VERIFICATION');

    const id = await postMultipart(
      suite.t,
      jwt,
      endpointPath(identityDocumentsApi.upload, { uuid }),
      { idType: 'DRIVERS_LICENSE' },
      [
        { field: 'front', name: 'front.jpg', bytes: TINY_JPEG },
        { field: 'back', name: 'back.png', bytes: TINY_PNG },
      ],
    );
    expect(id.statusCode, id.body).toBe(200);
    // The ID job, the title order and the title company's answer run by themselves.
    await expectStep(suite.t, uuid, 'FINAL_OFFER');
    const accepted = await postJson(suite.t, jwt, endpointPath(offersApi.acceptFinal, { uuid }), {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expectStep(suite.t, uuid, 'NOTE_SIGNING');
    await signEverySignable(jwt, uuid);
    await expectStep(suite.t, uuid, 'NOTARY_DISCLOSURE');

    const acknowledged = await postJson(
      suite.t,
      jwt,
      endpointPath(notaryApi.acknowledgeDisclosure, { uuid }),
      {},
    );
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    await expectStep(suite.t, uuid, 'DEED_SIGNING');
    const slots = await getWithToken(
      suite.t.app,
      `${endpointPath(notaryApi.slots, { uuid })}?from=${new Date().toISOString().slice(0, 10)}`,
      jwt,
    );
    const [slot] = slots.json<{ slots: { start: string }[] }>().slots;
    const booked = await postJson(suite.t, jwt, endpointPath(notaryApi.bookManual, { uuid }), {
      slotStart: slot?.start,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await expectStep(suite.t, uuid, 'MANUAL_DEED_SIGNING');

    // The travelling notary reports the signed deed, as staff record it.
    const notarised = await staffRequest(suite.t.app, suite.staffJwt, opsApi.sendEvent, {
      params: { uuid: uuid },
      payload: { event: 'NOTARY_COMPLETED' },
    });
    expect(notarised.statusCode, notarised.body).toBe(200);
    await expectStep(suite.t, uuid, 'TRUST_AND_INSURANCE');

    const insured = await postMultipart(suite.t, jwt, endpointPath(insuranceApi.upload, { uuid }), {}, [
      { field: 'file', name: 'declarations.pdf', bytes: TINY_PDF },
    ]);
    expect(insured.statusCode, insured.body).toBe(200);
    await expectStep(suite.t, uuid, 'RESCISSION');
    const during = await getWithToken(suite.t.app, endpointPath(applicationApi.get, { uuid }), jwt);
    expect(during.json()).toMatchObject({
      rescissionStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: 'America/Los_Angeles',
      requestedManualNotaryTime: slot?.start,
      payType: 'AUTOPAY',
      disburseAccount: { mask: '6789', verificationStatus: 'VERIFIED' },
      linkedAccounts: [{ id: 'ins_sandbox_summit-checking', mask: '0000' }],
      insurance: { complete: true },
    });
    expect(collectStrings(during.json()).join(' ')).not.toContain(ACCOUNT_NUMBER);

    const clock = await staffRequest(suite.t.app, suite.staffJwt, opsApi.advanceClock, {
      payload: { advanceDays: 10 },
    });
    expect(clock.statusCode, clock.body).toBe(200);
    const done = await expectStep(suite.t, uuid, 'COMPLETE');
    expect(done.status).toMatchObject({
      checklistStatus: 'COMPLETE',
      manualNotary: true,
      giactAccountStatus: 'VERIFIED',
    });

    const timeline = await readTimeline(suite.t.db, uuid);
    const borrowerEvents = timeline.filter((entry) => entry.actor === 'BORROWER').map((entry) => entry.event);
    expect(borrowerEvents).toEqual(
      expect.arrayContaining([
        'OFFER_SELECTED',
        'PROFILE_INFO_ADDED',
        'HMDA_SUBMITTED',
        'SUMMARY_SIGNED',
        'FINAL_OFFER_ACCEPTED',
        'NOTE_SIGNED',
        'DISBURSEMENT_ACCOUNT_ENTERED',
        'AUTOPAY_AUTHORIZED',
        'ID_DOCUMENTS_UPLOADED',
        'NOTARY_DISCLOSURE_ACKNOWLEDGED',
        'MANUAL_NOTARY_REQUESTED',
        'INSURANCE_UPLOADED',
      ]),
    );
    const jobEvents = timeline.filter((entry) => entry.actor === 'JOB').map((entry) => entry.event);
    expect(jobEvents).toEqual(
      expect.arrayContaining([
        'INCOME_VERIFIED',
        'BANK_ACCOUNT_VERIFIED',
        'AUTOPAY_ENROLLED',
        'ID_VERIFIED',
        'RESCISSION_PERIOD_ENDED',
      ]),
    );
    expect(
      timeline
        .filter((entry) => entry.actor === 'OPS' || entry.actor === 'PROVIDER')
        .map((entry) => entry.event),
    ).toEqual(['TITLE_CLEARED', 'NOTARY_COMPLETED', 'RECORDED', 'FUNDED']);
  });

  it('every call is in the OpenAPI document with its error answers', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>().paths;
    for (const [endpoint, statuses] of [
      [incomeApi.institutions, ['200', '400', '404']],
      [incomeApi.logIn, ['200', '404', '409', '422']],
      [incomeApi.linkAccounts, ['200', '400', '404', '409']],
      [incomeApi.link, ['200', '404', '409', '422']],
      [incomeApi.uploadDocument, ['200', '404', '409', '413']],
      [bankAccountsApi.disbursement, ['200', '400', '404', '409']],
      [bankAccountsApi.autopay, ['200', '400', '404', '409']],
      [identityDocumentsApi.upload, ['200', '404', '409', '413']],
      [coDeedApi.invite, ['201', '404', '409']],
      [coDeedApi.status, ['200', '401']],
      [notaryApi.acknowledgeDisclosure, ['200', '404', '409']],
      [notaryApi.slots, ['200', '404']],
      [notaryApi.bookManual, ['200', '404', '409']],
      [notaryApi.startENotary, ['200', '404', '409']],
      [insuranceApi.upload, ['200', '404', '409', '413']],
      [rescissionApi.rescind, ['200', '404', '409']],
    ] as const) {
      const responses = paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses), endpoint.id).toEqual(expect.arrayContaining([...statuses]));
    }
  });
});
