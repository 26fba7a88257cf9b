import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { generateLoanNumber } from '@hearth/domain/ids/loan-number';
import { describe, expect, it } from 'vitest';
import {
  APPLICATIONS_PATH,
  getWithToken,
  type RegisteredUser,
  useTestAppWithBorrowers,
} from '../identity/identity-test-support.ts';
import { insertApplication } from './application.repository.ts';

const detailPath = (uuid: string) => endpointPath(applicationApi.get, { uuid });

function createApplication(owner: RegisteredUser, createdDate: Date, extra: Record<string, unknown> = {}) {
  return insertApplication(suite.t.db, {
    loanNumber: generateLoanNumber(),
    identityUuid: owner.identityUuid,
    organizationCode: 'hearth',
    status: { checklistStatus: 'IN_PROGRESS', internalNote: 'never sent' },
    createdDate,
    updatedDate: createdDate,
    ...extra,
  });
}

const suite = useTestAppWithBorrowers('alice', 'bob');

describe('GET /service-application/api/v1/application/heloc/all (API-032)', () => {
  it('answers an empty list for a new borrower', async () => {
    const response = await getWithToken(suite.t.app, APPLICATIONS_PATH, suite.bob.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists only the caller’s applications, newest first, with the dashboard fields', async () => {
    const older = await createApplication(suite.alice, new Date('2026-01-01T00:00:00Z'));
    const newer = await createApplication(suite.alice, new Date('2026-02-01T00:00:00Z'), {
      amount: '85000.50',
      term: '30',
      rate: '8.2500',
      propertyState: 'OR',
      propertyAddress: { street1: '1 Alder St', city: 'Portland', state: 'OR', zip: '97205' },
    });
    await createApplication(suite.bob, new Date('2026-03-01T00:00:00Z'));

    const response = await getWithToken(suite.t.app, APPLICATIONS_PATH, suite.alice.jwt);

    expect(response.statusCode).toBe(200);
    const list = response.json<Array<Record<string, unknown>>>();
    expect(list.map((application) => application.uuid)).toEqual([newer.uuid, older.uuid]);
    // Unknown status keys (internalNote) are dropped; the 000 §3 fields beyond these are in application-read.routes.test.ts.
    expect(list[0]?.status).toEqual({ checklistStatus: 'IN_PROGRESS' });
    expect(list[0]).toMatchObject({
      uuid: newer.uuid,
      loanNumber: newer.loanNumber,
      status: { checklistStatus: 'IN_PROGRESS' },
      active: true,
      property: {
        state: 'OR',
        address: { street1: '1 Alder St', street2: null, city: 'Portland', state: 'OR', zip: '97205' },
      },
      amount: 85000.5,
      term: 30,
      rate: 8.25,
      auditFields: { createdDate: '2026-02-01T00:00:00.000Z', updatedDate: '2026-02-01T00:00:00.000Z' },
    });
    expect(list[1]).toMatchObject({
      amount: null,
      term: null,
      rate: null,
      property: { state: null, address: null },
    });
  });

  it('needs a token', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: APPLICATIONS_PATH })).statusCode).toBe(401);
  });
});

describe('GET /service-application/api/v1/application/heloc/{uuid} (API-015)', () => {
  it('answers the owner, and 404 — not 403 — to anyone else (no IDOR)', async () => {
    const application = await createApplication(suite.alice, new Date());

    const own = await getWithToken(suite.t.app, detailPath(application.uuid), suite.alice.jwt);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ uuid: application.uuid, loanNumber: application.loanNumber });

    const foreign = await getWithToken(suite.t.app, detailPath(application.uuid), suite.bob.jwt);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ errors: ['Not found'] });
    expect(foreign.body).not.toContain(application.loanNumber);
  });

  it('answers 404 for an unknown uuid and 400 for a malformed one', async () => {
    expect(
      (await getWithToken(suite.t.app, detailPath(crypto.randomUUID()), suite.alice.jwt)).statusCode,
    ).toBe(404);
    const malformed = await getWithToken(suite.t.app, detailPath('not-a-uuid'), suite.alice.jwt);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: ['Not a valid application uuid'] });
  });

  it('needs a token', async () => {
    expect(
      (await suite.t.app.inject({ method: 'GET', url: detailPath(crypto.randomUUID()) })).statusCode,
    ).toBe(401);
  });
});
