import { SAMPLE_ADDRESS } from '@hearth/domain/registration/sample-registration';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helocApplications, profiles } from '../../db/schema/index.ts';
import { registerUser, useTestAppWithBorrowers } from '../identity/identity-test-support.ts';
import { buildCreateBody, dobYearsAgo, postCreate } from './create-heloc.test-support.ts';

const suite = useTestAppWithBorrowers('user');

type Body = Record<string, Record<string, unknown>>;
const withProfile = (change: Record<string, unknown>) => {
  const body = buildCreateBody() as Body;
  return { ...body, profileRequest: { ...body.profileRequest, ...change } };
};
const withName = (change: Record<string, unknown>) =>
  withProfile({ name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '', ...change } });
const address = (change: Record<string, unknown>) => ({ ...SAMPLE_ADDRESS, ...change });
const atProperty = (change: Record<string, unknown>) => {
  const home = address(change);
  const body = buildCreateBody({ propertyRequest: { address: home, occupancyType: 'HOME' } }) as Body;
  return { ...body, profileRequest: { ...body.profileRequest, homeAddress: home, assetAddress: home } };
};
const inAlabamaBornYearsAgo = (years: number) => {
  const body = atProperty({ street1: '300 Dexter Ave', city: 'Montgomery', state: 'AL', zip: '36104' });
  return { ...body, profileRequest: { ...body.profileRequest, dob: dobYearsAgo(years, 30) } };
};
const withIncome = (incomePrimary: unknown) =>
  buildCreateBody({ income: { incomePrimary, incomeOther: 0, incomeCoDeeders: [] } });

const NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

describe('create HELOC: bad input leaves nothing behind', () => {
  it.each([
    ['31 February', withProfile({ dob: '1980-02-31' }), 'OR', 'Invalid date'],
    ['a birth year before 1900', withProfile({ dob: '1899-12-31' }), 'OR', 'Invalid date'],
    ['a future birthday', withProfile({ dob: '2999-01-01' }), 'OR', 'Invalid date'],
    ['a 17-year-old', withProfile({ dob: dobYearsAgo(17, 300) }), 'OR', 'Must be at least 18 years old'],
    [
      'an 18-year-old in Alabama',
      inAlabamaBornYearsAgo(18),
      'AL',
      'Must be at least 19 years old in Alabama',
    ],
    [
      'a script in the first name',
      withName({ firstName: '<script>alert(1)</script>' }),
      'OR',
      'Some of the characters entered are not supported.',
    ],
    [
      'an emoji in the last name',
      withName({ lastName: 'Love😀' }),
      'OR',
      'Some of the characters entered are not supported.',
    ],
    [
      'a 5,000-character first name',
      withName({ firstName: 'a'.repeat(5000) }),
      'OR',
      'Must be at most 50 characters long',
    ],
    [
      'a 5,000-character street',
      atProperty({ street1: 'a'.repeat(5000) }),
      'OR',
      'Must be at most 100 characters long',
    ],
    ['income of 10,000,000', withIncome(10_000_000), 'OR', 'Must be less than $10,000,000'],
    ['negative income', withIncome(-1), 'OR', 'Must be at least $0'],
    [
      'UNEMPLOYED',
      buildCreateBody({ employmentType: 'UNEMPLOYED' }),
      'OR',
      "We apologize. At this time, we don't lend to unemployed borrowers.",
    ],
    [
      'no occupancy',
      buildCreateBody({ propertyRequest: { address: address({}) } }),
      'OR',
      'Please select an occupancy type',
    ],
    ['missing consents', buildCreateBody({ consentRequests: [] }), 'OR', 'Required'],
    ['a zip of another state', atProperty({ zip: '78701' }), 'OR', 'Zipcode does not match the state'],
    [
      'a state query that is not the property’s',
      buildCreateBody(),
      'TX',
      'The state does not match the property address',
    ],
    [
      'an unlicensed state (HI)',
      atProperty({ street1: '55 Kalakaua Ave', city: 'Honolulu', state: 'HI', zip: '96815' }),
      'HI',
      NOT_AVAILABLE,
    ],
    [
      'an excluded zip',
      atProperty({ street1: '12 Harbor Rd', city: 'Galveston', state: 'TX', zip: '77550' }),
      'TX',
      NOT_AVAILABLE,
    ],
    [
      'New York',
      atProperty({ street1: '789 Broadway', city: 'New York', state: 'NY', zip: '10003' }),
      'NY',
      NOT_AVAILABLE,
    ],
    [
      'a US phone in E.164 (KIT-013)',
      withProfile({ phoneNumber: '+12125550123' }),
      'OR',
      'Country code 1 is not needed',
    ],
    [
      'a 5,000-character phone',
      withProfile({ phoneNumber: '2'.repeat(5000) }),
      'OR',
      'Please enter a valid phone number',
    ],
    ['a 5,000-character offer code', buildCreateBody({ offerCode: 'A'.repeat(5000) }), 'OR', undefined],
    ['an unknown field', buildCreateBody({ isAdmin: true }), 'OR', undefined],
  ])('refuses %s', async (_label, body, state, message) => {
    const before = await suite.t.db
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, suite.user.identityUuid));
    const response = await postCreate(suite.t.app, suite.user.jwt, body, { state });
    expect(response.statusCode).toBe(400);
    if (message) {
      expect(response.json().errors).toContain(message);
    }
    expect(
      await suite.t.db
        .select()
        .from(helocApplications)
        .where(eq(helocApplications.identityUuid, suite.user.identityUuid)),
    ).toEqual([]);
    expect(
      await suite.t.db.select().from(profiles).where(eq(profiles.identityUuid, suite.user.identityUuid)),
    ).toEqual(before);
  });

  it.each([
    ['income 9,999,999', withIncome(9_999_999)],
    ['income 14,999 (only a client warning)', withIncome(14_999)],
    ['income 15,000', withIncome(15_000)],
    ['income 0', withIncome(0)],
    ['a leap-day birthday', withProfile({ dob: '1964-02-29' })],
    ['exactly 18 today', withProfile({ dob: dobYearsAgo(18) })],
    ['a hyphenated name', withName({ firstName: 'Mary-Jane', lastName: 'Smith Jones' })],
  ])('accepts %s', async (_label, body) => {
    const fresh = await registerUser(suite.t.app);
    const response = await postCreate(suite.t.app, fresh.jwt, body);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('applies the org’s minimum age: 61 is refused on silverpine (62+)', async () => {
    const body = atProperty({
      street1: '200 Ocean Dr',
      city: 'Miami Beach',
      state: 'FL',
      zip: '33139',
    }) as Body;
    const young = { ...body, profileRequest: { ...body.profileRequest, dob: dobYearsAgo(61) } };
    const applicant = await registerUser(suite.t.app, undefined, 'silverpine');
    const response = await postCreate(suite.t.app, applicant.jwt, young, { state: 'FL', org: 'silverpine' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain('Must be 62 years or older to apply for a loan');
    const old = { ...body, profileRequest: { ...body.profileRequest, dob: dobYearsAgo(62) } };
    const fresh = await registerUser(suite.t.app, undefined, 'silverpine');
    const created = await postCreate(suite.t.app, fresh.jwt, old, { state: 'FL', org: 'silverpine' });
    expect(created.statusCode).toBe(201);
    const [row] = await suite.t.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.uuid, created.json().uuid));
    expect(row?.organizationCode).toBe('silverpine');
  });

  it('refuses an unknown organisation', async () => {
    const response = await postCreate(suite.t.app, suite.user.jwt, buildCreateBody(), {
      org: 'no-such-lender',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Unknown organization'] });
  });

  it('refuses a wholesale lender’s application without a loan officer', async () => {
    const applicant = await registerUser(suite.t.app, undefined, 'hearth-wholesale');
    const response = await postCreate(suite.t.app, applicant.jwt, buildCreateBody(), {
      org: 'hearth-wholesale',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('create HELOC: referral licensed states (VAL-038/039)', () => {
  const RETAIL_LO = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';

  it('refuses a property outside an enforcing loan officer’s states', async () => {
    const body = {
      ...atProperty({ street1: '456 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }),
      referrerId: RETAIL_LO,
    };
    const response = await postCreate(suite.t.app, suite.user.jwt, body, { state: 'TX' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
  });

  it('accepts a property inside the loan officer’s states', async () => {
    const fresh = await registerUser(suite.t.app);
    const response = await postCreate(suite.t.app, fresh.jwt, buildCreateBody({ referrerId: RETAIL_LO }));
    expect(response.statusCode).toBe(201);
  });
});
