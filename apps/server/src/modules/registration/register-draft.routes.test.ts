import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { registerDrafts } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import {
  bearer,
  buildIdentityTestApp,
  getWithToken,
  registerUser,
} from '../identity/identity-test-support.ts';

const REGISTER_DRAFT_PATH = endpointPath(registrationApi.draft);

const suite = useTestApp(buildIdentityTestApp);

const DRAFT = {
  step: 'birthdate',
  data: {
    propertyAddress: {
      street1: '123 Main St',
      street2: '',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      occupancyType: 'HOME',
    },
    isListedForSale: false,
    income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
    dob: { day: '29', month: '02', year: '1964' },
  },
};

function put(jwt: string, body: unknown, org = 'hearth') {
  return suite.t.app.inject({
    method: 'PUT',
    url: `${REGISTER_DRAFT_PATH}?org=${org}`,
    headers: { ...bearer(jwt), 'x-org': org },
    payload: body as Record<string, unknown>,
  });
}

describe('register draft (save and resume)', () => {
  it('saves the step and answers encrypted, and another device of the same borrower reads them back', async () => {
    const user = await registerUser(suite.t.app);
    const saved = await put(user.jwt, DRAFT);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await suite.t.db
      .select()
      .from(registerDrafts)
      .where(eq(registerDrafts.identityUuid, user.identityUuid));
    expect(row?.step).toBe('birthdate');
    const stored = row?.dataEncrypted ?? '';
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(JSON.stringify(DRAFT.data));
    expect(JSON.parse(decryptPii(stored, suite.t.config.piiKey))).toEqual(DRAFT.data);

    const read = await getWithToken(suite.t.app, REGISTER_DRAFT_PATH, user.jwt);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject(DRAFT);
    expect(typeof read.json().updatedAt).toBe('string');
  });

  it("keeps one draft per borrower: a later save replaces it; another lender's site refuses the token", async () => {
    const user = await registerUser(suite.t.app);
    await put(user.jwt, DRAFT);
    await put(user.jwt, { ...DRAFT, step: 'phone-and-email' });
    expect((await getWithToken(suite.t.app, REGISTER_DRAFT_PATH, user.jwt)).json().step).toBe(
      'phone-and-email',
    );
    const other = await suite.t.app.inject({
      method: 'GET',
      url: `${REGISTER_DRAFT_PATH}?org=silverpine`,
      headers: { ...bearer(user.jwt), 'x-org': 'silverpine' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('never answers another borrower’s draft (404)', async () => {
    const owner = await registerUser(suite.t.app);
    const stranger = await registerUser(suite.t.app);
    await put(owner.jwt, DRAFT);
    expect((await getWithToken(suite.t.app, REGISTER_DRAFT_PATH, stranger.jwt)).statusCode).toBe(404);
  });

  it('forgets the draft on DELETE', async () => {
    const user = await registerUser(suite.t.app);
    await put(user.jwt, DRAFT);
    const deleted = await suite.t.app.inject({
      method: 'DELETE',
      url: REGISTER_DRAFT_PATH,
      headers: bearer(user.jwt),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await getWithToken(suite.t.app, REGISTER_DRAFT_PATH, user.jwt)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown step', { ...DRAFT, step: 'admin' }],
    ['a 5,000-character name', { ...DRAFT, data: { ...DRAFT.data, name: { firstName: 'a'.repeat(5001) } } }],
    ['a password in the draft', { ...DRAFT, password: 'Hearth-e2e-2026!' }],
    ['an unknown occupancy', { ...DRAFT, data: { propertyAddress: { occupancyType: 'CASTLE' } } }],
    ['no data', { step: 'birthdate' }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const user = await registerUser(suite.t.app);
    const response = await put(user.jwt, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
    expect(
      await suite.t.db
        .select()
        .from(registerDrafts)
        .where(eq(registerDrafts.identityUuid, user.identityUuid)),
    ).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: REGISTER_DRAFT_PATH })).statusCode).toBe(401);
    expect(
      (await suite.t.app.inject({ method: 'PUT', url: REGISTER_DRAFT_PATH, payload: DRAFT })).statusCode,
    ).toBe(401);
  });
});
