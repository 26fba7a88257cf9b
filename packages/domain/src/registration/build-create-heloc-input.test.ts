import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  toCreateHelocBody,
  validateCreateHelocBody,
  zCreateHelocBody,
} from '../application/create-heloc-body.ts';
import { buildCreateHelocInput } from './build-create-heloc-input.ts';
import { COMPLETE_REGISTER_DATA } from './test-fixtures.ts';

const context = { minimumAge: 18, today: '2026-03-15', isProduction: true };

describe('buildCreateHelocInput', () => {
  it('leaves missing answers missing, for the schema to name', () => {
    const input = buildCreateHelocInput({});
    expect(input.propertyListedForSale).toBeUndefined();
    expect(input.income.incomePrimary).toBeUndefined();
    expect(input.consentRequests).toEqual([]);
  });

  it('carries only the consents given', () => {
    const data = {
      consents: { termPrivacyConsent: true, communicationConsent: false, smsMarketingConsent: true },
    };
    expect(buildCreateHelocInput(data, ['SOFT_CREDIT']).consentRequests).toEqual([
      { type: 'TERMS_AND_PRIVACY' },
      { type: 'SOFT_CREDIT' },
    ]);
  });
});

describe('REG-039 toCreateHelocBody', () => {
  it('builds the create body from a register-v2 walk', () => {
    const body = toCreateHelocBody(COMPLETE_REGISTER_DATA, {
      consentTypes: ['E_SIGN', 'TERMS_AND_PRIVACY'],
      utmParameters: { utm_source: 'mailer' },
      referrerId: 'lo-42',
    });
    expect(body).toEqual({
      utmParameters: { utm_source: 'mailer' },
      referrerId: 'lo-42',
      profileRequest: {
        name: { firstName: 'Ann', middleName: 'J.', lastName: 'Lee', suffix: 'JR' },
        email: 'ann.lee@example.com',
        dob: '1986-03-05',
        phoneNumber: '2125550123',
        homeAddress: { street1: '9 Elm Rd', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
        assetAddress: { street1: '1 Main St', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701' },
      },
      propertyRequest: {
        address: { street1: '1 Main St', street2: 'Apt 2', city: 'Austin', state: 'TX', zip: '78701' },
        occupancyType: 'SECONDARY',
      },
      propertyListedForSale: false,
      income: { incomePrimary: 85_000, incomeOther: 0, incomeCoDeeders: [] },
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      consentRequests: [
        { type: 'TERMS_AND_PRIVACY' },
        { type: 'ELECTRONIC_COMMUNICATIONS' },
        { type: 'E_SIGN' },
      ],
    });
    expect(validateCreateHelocBody(body, context).success).toBe(true);
  });

  it('uses the property as the home address when it is the primary home', () => {
    const data = {
      ...COMPLETE_REGISTER_DATA,
      propertyAddress: { ...COMPLETE_REGISTER_DATA.propertyAddress, occupancyType: 'HOME' as const },
    };
    const body = toCreateHelocBody(data);
    expect(body.profileRequest.homeAddress).toEqual(body.propertyRequest.address);
  });

  it('throws when the register data is incomplete', () => {
    expect(() => toCreateHelocBody({ email: 'ann@example.com' })).toThrow(/incomplete/);
  });

  it('its output parses again to itself (what the client sends is what the server reads)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FULL_TIME', 'ALIMONY', 'CHILD_SUPPORT', 'RETIRED', 'SELF_EMPLOYED'),
        fc.integer({ min: 0, max: 9_999_999 }),
        (employmentType, income) => {
          const body = toCreateHelocBody({
            ...COMPLETE_REGISTER_DATA,
            income: { income, otherIncome: 0, employmentType },
          });
          expect(zCreateHelocBody.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
        },
      ),
    );
  });
});
