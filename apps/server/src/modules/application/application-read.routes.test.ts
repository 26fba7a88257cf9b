import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { encryptPii } from '../../lib/pii.ts';
import { insertApplicationAt } from '../../lifecycle/lifecycle-test-support.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import {
  buildIdentityTestApp,
  getWithToken,
  type RegisteredUser,
  registerUser,
} from '../identity/identity-test-support.ts';
import { openApiPath } from './test/openapi-path.ts';

const SSN = '123-45-6789';
const ACCOUNT = '000123456789';
const detailPath = (uuid: string) => endpointPath(applicationApi.get, { uuid });
const statusPath = (uuid: string) => endpointPath(applicationApi.stepStatus, { uuid });
const timelinePath = (uuid: string) => endpointPath(applicationApi.timeline, { uuid });

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let uuid: string;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  const account = {
    uuid: '7f7c3c59-8a4e-4a43-9b7a-3c3ef1a4f7a1',
    routingNumber: '021000021',
    accountNumberEncrypted: encryptPii(ACCOUNT, t.config.piiKey),
    mask: '6789',
    accountType: 'CHECKING' as const,
    source: 'MANUAL' as const,
  };
  const row = await insertApplicationAt(t.db, alice.identityUuid, 'WAITING_FOR_SOFT_CREDIT', {
    ssnEncrypted: encryptPii(SSN, t.config.piiKey),
    disburseAccount: account,
    autopayAccount: account,
    payType: 'AUTOPAY',
    consents: ['SOFT_CREDIT', 'HARD_CREDIT'],
    incomeSources: [{ source: 'PAYSTUBS', employmentType: 'FULL_TIME', documentUuids: [] }],
    selectedOffer: {
      type: 'HELOC',
      term: 10,
      amount: '50000.00',
      rate: '9.2500',
      payoffPreference: 'PRESERVE',
    },
    uwCalculatedDrawAmount: '48000.00',
    adjustedHomeAmount: '512000.00',
    hasHmda: true,
    ownershipType: 'SOLE',
    insurance: { complete: true },
    additionalSignerVersion: 2,
    helocSigners: [
      {
        identityUuid: null,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'g@example.com',
        role: 'CO_DEEDER',
        status: 'INVITED',
      },
    ],
    wholesaleBrokerNmls: '123456',
  });
  uuid = row.uuid;
  await t.db.transaction((tx) =>
    transitionApplication(tx, {
      uuid,
      event: 'SOFT_CREDIT_MATCHED',
      actor: 'JOB',
      actorId: 'internal-job-key',
    }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('GET …/application/heloc/{uuid} (API-015, API-016, 000 §3)', () => {
  it('serves every 000 §3 field to the owner, with SSN and account numbers masked to the last 4', async () => {
    const response = await getWithToken(t.app, detailPath(uuid), alice.jwt);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      uuid,
      serverStep: 'WAITING_FOR_AVM_DATA',
      status: { checklistStatus: 'WAITING_FOR_AVM_DATA' },
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      documents: [],
      incomeSources: [{ employmentType: 'FULL_TIME', source: 'PAYSTUBS', institutionId: null }],
      disburseAccount: { routingNumber: '021000021', mask: '6789', accountType: 'CHECKING' },
      autopayAccount: { mask: '6789' },
      payType: 'AUTOPAY',
      selectedOffer: { type: 'HELOC', term: 10, amount: 50000, rate: 9.25, payoffPreference: 'PRESERVE' },
      uwCalculatedDrawAmount: 48000,
      adjustedHomeAmount: 512000,
      hasHmda: true,
      ownershipType: 'SOLE',
      hasSsn: true,
      ssnMasked: '***-**-6789',
      insurance: { complete: true },
      assetDepletion: { complete: false },
      isInquiry: false,
      activeForAppStart: true,
      referrer: { referrerUuid: null, wholesaleBrokerNmls: '123456' },
      additionalSignerVersion: '2',
      helocSigners: [{ identityUuid: null, firstName: 'Grace', role: 'CO_DEEDER', status: 'INVITED' }],
    });
    // The SSN and the account number never leave in clear, nor their ciphertexts.
    expect(response.body).not.toContain('123-45');
    expect(response.body).not.toContain('123456789');
    expect(response.body).not.toContain('000123');
    expect(response.body).not.toContain('v1.');
  });

  it('lists the same fields in …/heloc/all', async () => {
    const response = await getWithToken(t.app, endpointPath(applicationApi.list), alice.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ uuid, ssnMasked: '***-**-6789' })]);
    expect(response.body).not.toContain(ACCOUNT);
  });
});

describe('GET …/{uuid}/status (000 §7)', () => {
  it('answers the current server step', async () => {
    const response = await getWithToken(t.app, statusPath(uuid), alice.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serverStep: 'WAITING_FOR_AVM_DATA' });
  });
});

describe('GET …/heloc/{uuid}/timeline (decision 007)', () => {
  it('lists the moves oldest first, without the internal actor ids', async () => {
    const response = await getWithToken(t.app, timelinePath(uuid), alice.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        at: expect.any(String),
        actor: 'JOB',
        event: 'SOFT_CREDIT_MATCHED',
        from: 'WAITING_FOR_SOFT_CREDIT',
        to: 'WAITING_FOR_AVM_DATA',
      },
    ]);
    expect(response.body).not.toContain('internal-job-key');
  });
});

describe('IDOR: another borrower gets 404', () => {
  it.each([
    ['the application', detailPath],
    ['its status', statusPath],
    ['its timeline', timelinePath],
  ])('%s', async (_name, path) => {
    const response = await getWithToken(t.app, path(uuid), bob.jwt);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('WAITING_FOR_AVM_DATA');
  });

  it('an unknown uuid is 404 and a malformed one 400', async () => {
    expect(
      (await getWithToken(t.app, statusPath('7f7c3c59-8a4e-4a43-9b7a-000000000000'), alice.jwt)).statusCode,
    ).toBe(404);
    expect((await getWithToken(t.app, statusPath('not-a-uuid'), alice.jwt)).statusCode).toBe(400);
  });

  it('without a token the status call is 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: statusPath(uuid) });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the status, timeline and application reads with their response schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>().paths;
    for (const path of [
      openApiPath(applicationApi.stepStatus),
      openApiPath(applicationApi.timeline),
      openApiPath(applicationApi.get),
    ]) {
      expect(paths[path]?.get?.responses).toHaveProperty('200');
      expect(paths[path]?.get?.responses).toHaveProperty('404');
    }
  });
});
