import { describe, expect, it } from 'vitest';
import { REGISTER_V2_STEP_SCHEMAS, type RegisterStepContext } from './register-step-schemas.ts';
import { REGISTER_V2_STEPS } from './register-steps.ts';
import { COMPLETE_REGISTER_DATA } from './test-fixtures.ts';

const context: RegisterStepContext = {
  isProduction: true,
  today: '2026-03-15',
  minimumAge: 18,
  propertyState: 'TX',
};
const walk = { ...COMPLETE_REGISTER_DATA, password: 'Correct#Horse9', confirmPassword: 'Correct#Horse9' };

function listIssues(path: keyof typeof REGISTER_V2_STEP_SCHEMAS, input: unknown, ctx = context) {
  const result = REGISTER_V2_STEP_SCHEMAS[path](ctx).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('REG-006…013 register-v2 steps', () => {
  it('lists the eight steps in order with their step query values', () => {
    expect(REGISTER_V2_STEPS.map((step) => [step.path, step.stepQuery])).toEqual([
      ['index', 'property-info'],
      ['home-address', undefined],
      ['for-sale', 'sale-status'],
      ['annual-income', 'income-info'],
      ['legal-name', 'name'],
      ['birthdate', 'birthdate'],
      ['phone-and-email', 'contact-info'],
      ['set-password', 'login-info'],
    ]);
  });

  it('has a schema for every step, and a complete walk passes each', () => {
    expect(Object.keys(REGISTER_V2_STEP_SCHEMAS)).toEqual(REGISTER_V2_STEPS.map((step) => step.path));
    for (const step of REGISTER_V2_STEPS) {
      expect(listIssues(step.path, walk), step.path).toEqual([]);
    }
  });

  it.each<[keyof typeof REGISTER_V2_STEP_SCHEMAS, unknown, RegisterStepContext, string[][]]>([
    [
      'index',
      {},
      context,
      [
        ['propertyAddress.street1', 'Please enter a valid property address'],
        ['propertyAddress.occupancyType', 'Please select an occupancy type'],
      ],
    ],
    [
      'home-address',
      { homeAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '7870' } },
      context,
      [['homeAddress.zip', 'Please enter a valid zipcode']],
    ],
    ['for-sale', {}, context, [['isListedForSale', 'Required']]],
    [
      'annual-income',
      { income: { income: '10000000', employmentType: 'UNEMPLOYED' } },
      context,
      [
        ['income.income', 'Must be less than $10,000,000'],
        ['income.employmentType', "We apologize. At this time, we don't lend to unemployed borrowers."],
      ],
    ],
    [
      'legal-name',
      { name: { firstName: 'Ann', lastName: 'Lee2' } },
      context,
      [['name.lastName', 'Some of the characters entered are not supported.']],
    ],
    ['legal-name', { name: { firstName: 'Ann', lastName: 'Lee2' } }, { ...context, isProduction: false }, []],
    [
      'birthdate',
      { dob: { day: '16', month: '3', year: '2007' } },
      { ...context, propertyState: 'AL' },
      [['dob', 'Must be at least 19 years old in Alabama']],
    ],
    [
      'birthdate',
      { dob: { day: '1', month: '1', year: '1970' } },
      { ...context, minimumAge: 62 },
      [['dob', 'Must be 62 years or older to apply for a loan']],
    ],
    [
      'phone-and-email',
      { email: '', phoneNumber: '1 212 555 0123' },
      context,
      [
        ['email', 'Please enter your email'],
        ['phoneNumber', 'Country code 1 is not needed'],
      ],
    ],
    [
      'set-password',
      { consents: {}, password: 'Correct#Horse9', confirmPassword: 'x' },
      context,
      [
        ['consents.termPrivacyConsent', 'Required'],
        ['consents.communicationConsent', 'Required'],
        ['confirmPassword', "Passwords don't match"],
      ],
    ],
    [
      'set-password',
      { consents: { termPrivacyConsent: true, communicationConsent: true } },
      {
        ...context,
        isAuthenticated: true,
      },
      [],
    ],
  ])('%s %j', (path, input, ctx, expected) => {
    expect(listIssues(path, input, ctx)).toEqual(expected);
  });

  it('the birthdate step sends yyyy-MM-dd', () => {
    expect(
      REGISTER_V2_STEP_SCHEMAS.birthdate(context).parse({ dob: { day: 5, month: 3, year: 1986 } }),
    ).toEqual({
      dob: '1986-03-05',
    });
  });
});
