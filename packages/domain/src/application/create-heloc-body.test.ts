import { describe, expect, it } from 'vitest';
import {
  type CreateHelocValidationContext,
  mapEmploymentTypeForCreate,
  validateCreateHelocBody,
  zCreateHelocBody,
  zCreateHelocQuery,
} from './create-heloc-body.ts';

const context: CreateHelocValidationContext = { minimumAge: 18, today: '2026-03-15', isProduction: true };
const ADDRESS = { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
const BODY = {
  profileRequest: {
    name: { firstName: 'Ann', middleName: '', lastName: 'Lee', suffix: '' },
    email: 'ann@example.com',
    dob: '1986-03-05',
    phoneNumber: '2125550123',
    homeAddress: { ...ADDRESS },
    assetAddress: { ...ADDRESS },
  },
  propertyRequest: { address: { ...ADDRESS }, occupancyType: 'HOME' },
  propertyListedForSale: false,
  income: { incomePrimary: 85_000, incomeOther: 0, incomeCoDeeders: [] },
  employmentType: 'FULL_TIME',
  consentRequests: [{ type: 'TERMS_AND_PRIVACY' }, { type: 'ELECTRONIC_COMMUNICATIONS' }],
};

function withChange(path: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(BODY)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy,
  );
  if (value === undefined) {
    delete parent[last];
  } else {
    parent[last] = value;
  }
  return copy;
}

function listErrors(body: unknown, ctx: CreateHelocValidationContext = context): [string, string][] {
  const result = validateCreateHelocBody(body, ctx);
  return result.success ? [] : result.errors.map((error) => [error.path, error.message]);
}

describe('API-020…023 zCreateHelocBody', () => {
  it('accepts a complete create-HELOC body', () => {
    expect(zCreateHelocBody.parse(BODY)).toEqual(BODY);
  });

  it('accepts the optional fields of 001 §7', () => {
    const body = {
      ...BODY,
      abVersionsRequest: { registerLayout: 'B' },
      affiliateAbVersion: 'v2',
      affiliateAppIndicator: true,
      affiliateLiveOffers: false,
      consentListRequest: [{ type: 'SOFT_CREDIT' }],
      marketingTools: { totalExpertOwnerId: 'o-1', totalExpertContactId: 'c-1' },
      publish: true,
      utmParameters: { utm_source: 'mailer', utm_campaign: 'spring' },
      offerCode: 'ABC123',
      optimizelyProfileRequest: { visitorId: 'v-1', returning: true },
      referrerId: 'lo-42',
      referralId: 'r-7',
    };
    expect(zCreateHelocBody.parse(body)).toEqual(body);
  });

  it.each<[string, unknown]>([
    ['an extra top-level key', { ...BODY, isAdmin: true }],
    ['an extra nested key', withChange('profileRequest.ssn', '123-45-6789')],
    ['an extra address key', withChange('propertyRequest.address.county', 'Travis')],
    ['a co-deeder income that is not a number', withChange('income.incomeCoDeeders', ['a'])],
    ['an unknown consent type', withChange('consentRequests', [{ type: 'ANYTHING' }])],
    ['a utm key that is not utm_*', { ...BODY, utmParameters: { source: 'x' } }],
    ['a 5,000-character offer code', { ...BODY, offerCode: 'A'.repeat(5000) }],
  ])('refuses %s', (_case, body) => {
    expect(zCreateHelocBody.safeParse(body).success).toBe(false);
  });

  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['RETIRED', 'RETIRED'],
    ['UNRECOGNIZED', 'UNRECOGNIZED'],
  ])('API-024/025 maps employment %s → %s', (input, output) => {
    expect(zCreateHelocBody.parse({ ...BODY, employmentType: input }).employmentType).toBe(output);
    expect(mapEmploymentTypeForCreate(input)).toBe(output);
  });

  it('defaults incomeOther and incomeCoDeeders', () => {
    const parsed = zCreateHelocBody.parse(withChange('income', { incomePrimary: 1 }));
    expect(parsed.income).toEqual({ incomePrimary: 1, incomeOther: 0, incomeCoDeeders: [] });
  });

  it('the ?state query is a state code', () => {
    expect(zCreateHelocQuery.parse({ state: 'tx' })).toEqual({ state: 'TX' });
    expect(zCreateHelocQuery.safeParse({ state: 'XX' }).success).toBe(false);
  });
});

describe('validateCreateHelocBody: the same rules and messages on the server', () => {
  it('accepts a valid body', () => {
    expect(validateCreateHelocBody(BODY, context)).toEqual({ success: true, data: BODY });
  });

  it.each<[string, unknown, CreateHelocValidationContext, [string, string][]]>([
    [
      '31 February',
      withChange('profileRequest.dob', '1986-02-31'),
      context,
      [['profileRequest.dob', 'Invalid date']],
    ],
    [
      'display format is not the wire format',
      withChange('profileRequest.dob', '03/05/1986'),
      context,
      [['profileRequest.dob', 'Invalid date']],
    ],
    [
      'missing dob',
      withChange('profileRequest.dob', undefined),
      context,
      [['profileRequest.dob', 'Date of birth is required']],
    ],
    [
      'year before 1900',
      withChange('profileRequest.dob', '1899-12-31'),
      context,
      [['profileRequest.dob', 'Invalid date']],
    ],
    [
      '17 years old',
      withChange('profileRequest.dob', '2008-03-16'),
      context,
      [['profileRequest.dob', 'Must be at least 18 years old']],
    ],
    [
      'leap-day birthday, 18 on 1 March',
      withChange('profileRequest.dob', '2008-02-29'),
      { ...context, today: '2026-02-28' },
      [['profileRequest.dob', 'Must be at least 18 years old']],
    ],
    [
      '18 in Alabama',
      withChange('propertyRequest.address', { ...ADDRESS, state: 'AL', zip: '35203', city: 'Birmingham' }),
      {
        ...context,
        today: '2004-03-05',
      },
      [['profileRequest.dob', 'Must be at least 19 years old in Alabama']],
    ],
    [
      '61 at an age-restricted org',
      withChange('profileRequest.dob', '1964-03-16'),
      { ...context, minimumAge: 62 },
      [['profileRequest.dob', 'Must be 62 years or older to apply for a loan']],
    ],
    [
      'script in first name',
      withChange('profileRequest.name.firstName', '<script>alert(1)</script>'),
      context,
      [['profileRequest.name.firstName', 'Some of the characters entered are not supported.']],
    ],
    [
      '5,000-character first name',
      withChange('profileRequest.name.firstName', 'a'.repeat(5000)),
      context,
      [['profileRequest.name.firstName', 'Must be at most 50 characters long']],
    ],
    [
      'digit in last name, production',
      withChange('profileRequest.name.lastName', 'Lee2'),
      context,
      [['profileRequest.name.lastName', 'Some of the characters entered are not supported.']],
    ],
    [
      'one-letter last name, production',
      withChange('profileRequest.name.lastName', 'L'),
      context,
      [['profileRequest.name.lastName', 'Last name must be at least 2 characters long']],
    ],
    [
      'digit in last name, sandbox',
      withChange('profileRequest.name.lastName', 'Lee2'),
      { ...context, isProduction: false },
      [],
    ],
    [
      'UNEMPLOYED',
      { ...BODY, employmentType: 'UNEMPLOYED' },
      context,
      [['employmentType', "We apologize. At this time, we don't lend to unemployed borrowers."]],
    ],
    [
      'income 10,000,000',
      withChange('income.incomePrimary', 10_000_000),
      context,
      [['income.incomePrimary', 'Must be less than $10,000,000']],
    ],
    [
      'income -1',
      withChange('income.incomePrimary', -1),
      context,
      [['income.incomePrimary', 'Must be at least $0']],
    ],
    ['income 9,999,999', withChange('income.incomePrimary', 9_999_999), context, []],
    ['income 14,999', withChange('income.incomePrimary', 14_999), context, []],
    [
      'phone with country code',
      withChange('profileRequest.phoneNumber', '12125550123'),
      context,
      [['profileRequest.phoneNumber', 'Country code 1 is not needed']],
    ],
    [
      'bad email',
      withChange('profileRequest.email', 'ann@'),
      context,
      [['profileRequest.email', 'Please enter a valid email address']],
    ],
    [
      'zip in another state',
      withChange('propertyRequest.address.zip', '10001'),
      {
        ...context,
        findStateForZip: (zip) => ({ '78701': 'TX', '10001': 'NY' })[zip],
      },
      [['propertyRequest.address.zip', 'Zipcode does not match the state']],
    ],
    [
      'NY blocked',
      withChange('propertyRequest.address', { ...ADDRESS, state: 'NY', zip: '10001' }),
      {
        ...context,
        blockNewYork: true,
      },
      [
        [
          'propertyRequest.address.state',
          "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
        ],
      ],
    ],
    [
      'referral outside licensed states',
      BODY,
      {
        ...context,
        referral: { licensedStates: ['CA'], enforceLicensedStatesForReferral: true },
      },
      [
        [
          'propertyRequest.occupancyType',
          'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
        ],
      ],
    ],
    [
      'missing occupancy',
      withChange('propertyRequest.occupancyType', undefined),
      context,
      [['propertyRequest.occupancyType', 'Please select an occupancy type']],
    ],
    [
      'for-sale missing',
      withChange('propertyListedForSale', undefined),
      context,
      [['propertyListedForSale', 'Required']],
    ],
    [
      'terms consent missing',
      withChange('consentRequests', [{ type: 'ELECTRONIC_COMMUNICATIONS' }]),
      context,
      [['consentRequests', 'Required']],
    ],
    [
      'state not a state',
      withChange('propertyRequest.address.state', 'ZZ'),
      context,
      [['propertyRequest.address.state', 'Please enter a valid state']],
    ],
  ])('%s', (_case, body, ctx, expected) => {
    expect(listErrors(body, ctx)).toEqual(expected);
  });

  it.each([null, 'text', [], 42])('refuses a non-object body %j', (body) => {
    expect(validateCreateHelocBody(body, context).success).toBe(false);
  });
});
