import { describe, expect, it } from 'vitest';
import {
  affiliatePrefillToRegisterData,
  isOfferCodeCurrent,
  OFFER_CODE_INVALID_MESSAGE,
  offerCodeToRegisterData,
  profileToRegisterData,
  referralToRegisterData,
  zOfferCode,
} from './prefill-sources.ts';

const address = { street1: '123 Main St', street2: '', city: 'Portland', state: 'or', zip: '97201' };

describe('REG-027 offer code records', () => {
  const record = {
    offerCode: 'HEARTH-2026',
    firstName: 'Jamie',
    lastName: 'Parker',
    inHomeDate: '2026-01-05',
    respondByDate: '2026-04-05',
    ...address,
  };

  it('fill the name and the property address, never a blank', () => {
    expect(offerCodeToRegisterData(record)).toEqual({
      name: { firstName: 'Jamie', lastName: 'Parker' },
      propertyAddress: { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' },
    });
  });

  it.each([
    ['2026-04-04', true],
    ['2026-04-05', true],
    ['2026-04-06', false],
  ])('on %s the offer is current: %s (respond-by date inclusive)', (today, current) => {
    expect(isOfferCodeCurrent(record, today)).toBe(current);
  });

  it.each<[string, string | undefined, string[]]>([
    ['hearth-2026', 'HEARTH-2026', []],
    [' HM0ABC1234 ', 'HM0ABC1234', []],
    ['abc', undefined, [OFFER_CODE_INVALID_MESSAGE]],
    ['HEARTH 2026', undefined, [OFFER_CODE_INVALID_MESSAGE]],
    ['<script>', undefined, [OFFER_CODE_INVALID_MESSAGE]],
    ['A'.repeat(5000), undefined, [OFFER_CODE_INVALID_MESSAGE]],
  ])('the code %s', (input, output, messages) => {
    const result = zOfferCode.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(messages);
    expect(result.data).toBe(output);
  });
});

describe('REG-028 wholesale referral records', () => {
  const referral = {
    uuid: '9c7e2f10-3b6a-4d2e-8f41-2a7b5c9d0e01',
    loanOriginatorUuid: '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01',
    status: 'ACTIVE',
    firstName: 'Riley',
    lastName: 'Morgan',
    suffix: 'jr.',
    ...address,
    phoneNumber: '5035550123',
    email: 'riley.morgan@example.com',
  };

  it('fill the name (suffix from the list), property address, phone and e-mail', () => {
    expect(referralToRegisterData(referral)).toEqual({
      name: { firstName: 'Riley', lastName: 'Morgan', suffix: 'JR' },
      propertyAddress: { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' },
      phoneNumber: '5035550123',
      email: 'riley.morgan@example.com',
    });
  });

  it('drop a suffix that is not in the list (VAL-017) and blank contact details', () => {
    const data = referralToRegisterData({ ...referral, suffix: 'Esq', email: '', phoneNumber: '' });
    expect(data.name).toEqual({ firstName: 'Riley', lastName: 'Morgan' });
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('phoneNumber');
  });
});

describe('REG-029 affiliate prefills', () => {
  const prefill = {
    name: { firstName: 'Casey', lastName: 'Nguyen' },
    address: { ...address, state: 'TX' },
    dob: '1975-05-20',
    email: 'casey.nguyen@example.com',
    phone: '5125550147',
    income: 95000,
    affiliates: ['demo-affiliate'],
    abVersion: 'A',
  };

  it('fill name, address, birth date parts, e-mail, phone and income', () => {
    expect(affiliatePrefillToRegisterData(prefill)).toEqual({
      name: { firstName: 'Casey', lastName: 'Nguyen' },
      propertyAddress: { street1: '123 Main St', city: 'Portland', state: 'TX', zip: '97201' },
      dob: { year: '1975', month: '05', day: '20' },
      income: { income: 95000 },
      email: 'casey.nguyen@example.com',
      phoneNumber: '5125550147',
    });
  });

  it('leave out a birth date that is not a date', () => {
    expect(affiliatePrefillToRegisterData({ ...prefill, dob: '1975-02-31' })).not.toHaveProperty('dob');
  });
});

describe('REG-015 the profile of a signed-in borrower', () => {
  it('fixes the legal name and e-mail and fills the mobile number; never the masked birth date', () => {
    expect(
      profileToRegisterData({
        uuid: 'p',
        name: { firstName: 'Pat', middleName: null, lastName: 'Lee', suffix: 'SR' },
        email: 'pat@hearth.test',
        dob: '**/**/1980',
        phoneNumbers: [
          { type: 'HOME', number: '2125550100' },
          { type: 'MOBILE', number: '2125550123' },
        ],
      }),
    ).toEqual({
      data: {
        name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: 'SR' },
        email: 'pat@hearth.test',
        phoneNumber: '2125550123',
      },
      isNamePrefilled: true,
      isEmailPrefilled: true,
    });
  });

  it.each([
    ['no name yet', { email: 'pat@hearth.test', name: { firstName: null, lastName: null } }],
    ['only a first name', { email: 'pat@hearth.test', name: { firstName: 'Pat', lastName: ' ' } }],
  ])('leaves the name open with %s', (_case, profile) => {
    const prefill = profileToRegisterData(profile);
    expect(prefill.isNamePrefilled).toBe(false);
    expect(prefill.data).not.toHaveProperty('name');
    expect(prefill.isEmailPrefilled).toBe(true);
  });

  it.each([null, 'profile', { name: 5 }])('reads nothing from %s', (profile) => {
    expect(profileToRegisterData(profile)).toEqual({
      data: {},
      isNamePrefilled: false,
      isEmailPrefilled: false,
    });
  });
});
