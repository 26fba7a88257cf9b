import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { auditEvents, helocApplications, profiles } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import {
  APPLICATIONS_PATH,
  buildIdentityTestApp,
  getWithToken,
  registerUser,
} from '../identity/identity-test-support.ts';
import { buildCreateBody, CREATE_PATH, postCreate } from './create-heloc.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

async function applicationsOf(identityUuid: string) {
  return t.db.select().from(helocApplications).where(eq(helocApplications.identityUuid, identityUuid));
}

describe('POST /service-application/api/v3/application/helocs (API-020…025)', () => {
  it('creates the application, updates the profile and audits, in one go', async () => {
    const user = await registerUser(t.app);
    const response = await postCreate(
      t.app,
      user.jwt,
      buildCreateBody({ referrerId: 'lo-1', offerCode: 'SPRING' }),
    );

    expect(response.statusCode).toBe(201);
    const created = response.json<{ uuid: string; loanNumber: string }>();
    expect(created).toEqual({ uuid: expect.any(String), loanNumber: expect.stringMatching(/^[1-9]\d{9}$/) });

    const [row] = await applicationsOf(user.identityUuid);
    expect(row).toMatchObject({
      uuid: created.uuid,
      loanNumber: created.loanNumber,
      organizationCode: 'hearth',
      serverStep: 'WAITING_FOR_SOFT_CREDIT',
      status: { checklistStatus: 'INITIAL' },
      propertyState: 'OR',
      propertyAddress: { street1: '123 Main St', street2: null, city: 'Portland', state: 'OR', zip: '97201' },
      occupancyType: 'HOME',
      propertyListedForSale: false,
      incomePrimary: '120000.00',
      incomeOther: '5000.00',
      employmentType: 'FULL_TIME',
      consents: ['TERMS_AND_PRIVACY', 'ELECTRONIC_COMMUNICATIONS', 'SOFT_CREDIT'],
      referrerId: 'lo-1',
      offerCode: 'SPRING',
      utmParameters: { utm_source: 'mail' },
      isCrypto: false,
    });
    expect(decryptPii(row?.applicantDobEncrypted ?? '', t.config.piiKey)).toBe('1980-07-14');
    expect(JSON.parse(decryptPii(row?.applicantNameEncrypted ?? '', t.config.piiKey))).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.identityUuid, user.identityUuid));
    expect(profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(decryptPii(profile?.dobEncrypted ?? '', t.config.piiKey)).toBe('1980-07-14');
    expect(profile?.addresses).toEqual([
      expect.objectContaining({ type: 'HOME', street1: '123 Main St', city: 'Portland', zip: '97201' }),
    ]);

    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, created.uuid));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'application.created', actorIdentityUuid: user.identityUuid }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('1980');

    const list = await getWithToken(t.app, APPLICATIONS_PATH, user.jwt);
    expect(list.json()).toEqual([
      expect.objectContaining({ uuid: created.uuid, loanNumber: created.loanNumber }),
    ]);
  });

  it('keeps a separate home address for a second home and waits for the soft-pull disclosure without that consent', async () => {
    const user = await registerUser(t.app);
    const home = { street1: '456 Congress Ave', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701' };
    const body = buildCreateBody({
      propertyRequest: {
        address: { street1: '123 Main St', street2: '', city: 'Portland', state: 'OR', zip: '97201' },
        occupancyType: 'SECONDARY',
      },
      consentRequests: [{ type: 'TERMS_AND_PRIVACY' }, { type: 'ELECTRONIC_COMMUNICATIONS' }],
    });
    (body.profileRequest as Record<string, unknown>).homeAddress = home;
    expect((await postCreate(t.app, user.jwt, body)).statusCode).toBe(201);
    const [row] = await applicationsOf(user.identityUuid);
    expect(row).toMatchObject({
      occupancyType: 'SECONDARY',
      homeAddress: { ...home },
      serverStep: 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
    });
  });

  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['RETIRED', 'RETIRED'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['UNRECOGNIZED', 'UNRECOGNIZED'],
  ])('stores employment type %s as %s (API-024, API-025)', async (sent, stored) => {
    const user = await registerUser(t.app);
    expect((await postCreate(t.app, user.jwt, buildCreateBody({ employmentType: sent }))).statusCode).toBe(
      201,
    );
    const [row] = await applicationsOf(user.identityUuid);
    expect(row?.employmentType).toBe(stored);
  });

  it('KIT-013: takes a borrower whose mobile number is from another country (E.164)', async () => {
    const user = await registerUser(t.app);
    const body = buildCreateBody() as Record<string, Record<string, unknown>>;
    const response = await postCreate(t.app, user.jwt, {
      ...body,
      profileRequest: { ...body.profileRequest, phoneNumber: '+447400123456' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a second application while the first is active (REG-047)', async () => {
    const user = await registerUser(t.app);
    expect((await postCreate(t.app, user.jwt, buildCreateBody())).statusCode).toBe(201);
    const second = await postCreate(t.app, user.jwt, buildCreateBody());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errors: ['Active application already exists.'] });
    expect(await applicationsOf(user.identityUuid)).toHaveLength(1);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${CREATE_PATH}?state=OR`,
      payload: buildCreateBody(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('never shows one borrower’s application to another', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const created = (await postCreate(t.app, alice.jwt, buildCreateBody(), { key: 'shared-key-123' })).json();
    const bobs = await postCreate(t.app, bob.jwt, buildCreateBody(), { key: 'shared-key-123' });
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().uuid).not.toBe(created.uuid);
    const list = (await getWithToken(t.app, APPLICATIONS_PATH, bob.jwt)).json() as Array<{ uuid: string }>;
    expect(list.map((application) => application.uuid)).toEqual([bobs.json().uuid]);
  });
});
