import { describe, expect, it } from 'vitest';
import { formatAddressLine, toTitleCase } from '../../../lib/format-address.ts';
import { makeCompleteData } from '../test/render-register.tsx';
import { getProgressIndex, listProgressSteps } from './progress-steps.ts';
import { createEmptyRegisterData } from './register-data.ts';
import {
  findStepByPath,
  getNextStep,
  getPreviousStep,
  getStepPosition,
  resolveStepRedirect,
  SPEC_STEP_QUERIES,
  V2_STEPS,
} from './v2-steps.ts';

const home = makeCompleteData();
const investment = makeCompleteData({
  propertyAddress: { ...home.propertyAddress, occupancyType: 'INVESTMENT' },
});

describe('RTE-005/006 the v2 order and step values', () => {
  it('lists the eight steps in order with the spec query values', () => {
    expect(V2_STEPS.map((step) => step.segment)).toEqual([
      '',
      'home-address',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
      'phone-and-email',
      'set-password',
    ]);
    expect(V2_STEPS.map((step) => step.query).filter((query) => query !== 'home-address')).toEqual([
      ...SPEC_STEP_QUERIES,
    ]);
  });

  it.each([
    [home, 'property-address', 'for-sale'],
    [investment, 'property-address', 'home-address'],
    [investment, 'home-address', 'for-sale'],
    [home, 'phone-and-email', 'set-password'],
  ] as const)('next after %#: %s → %s (REG-007)', (data, from, to) => {
    expect(getNextStep(from, data)?.id).toBe(to);
  });

  it('goes back over a skipped home-address', () => {
    expect(getPreviousStep('for-sale', home)?.id).toBe('property-address');
    expect(getPreviousStep('for-sale', investment)?.id).toBe('home-address');
    expect(getNextStep('set-password', home)).toBeUndefined();
  });

  it('RTE-008: without a street every later step goes to the first', () => {
    for (const step of V2_STEPS.slice(1)) {
      expect(resolveStepRedirect(step.id, createEmptyRegisterData())?.id).toBe('property-address');
    }
    expect(resolveStepRedirect('property-address', createEmptyRegisterData())).toBeNull();
    expect(resolveStepRedirect('birthdate', home)).toBeNull();
  });
});

describe('REG-002/003/005 progress steps', () => {
  it('names five steps, four when the contact is known', () => {
    expect(listProgressSteps(false).map((step) => step.id)).toEqual([
      'propertyInfo',
      'incomeInfo',
      'personalInfo',
      'contactInfo',
      'loginInfo',
    ]);
    expect(listProgressSteps(true).map((step) => step.id)).not.toContain('contactInfo');
  });

  it.each([
    ['property-info', 0],
    ['sale-status', 0],
    ['income-info', 1],
    ['birthdate', 2],
    ['contact-info', 3],
    ['login-info', 4],
    ['/account/heloc/register-v2/legal-name', 2],
    ['/account/heloc/3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b/set-password', 4],
    ['elsewhere', -1],
  ])('%s → %i', (segment, index) => {
    expect(getProgressIndex(segment, listProgressSteps(false))).toBe(index);
  });

  it('moves login info to index 3 when contact is omitted', () => {
    expect(getProgressIndex('login-info', listProgressSteps(true))).toBe(3);
  });
});

describe('KIT-017 title-cased addresses', () => {
  it.each([
    ['123 MAIN ST', '123 Main St'],
    ['4521 north 2nd ave', '4521 North 2nd Ave'],
    ["o'neil-smith rd", "O'Neil-Smith Rd"],
  ])('%s → %s', (value, expected) => {
    expect(toTitleCase(value)).toBe(expected);
  });

  it('joins street, city, state and zip', () => {
    expect(
      formatAddressLine({
        street1: '1 ELM ST',
        street2: 'APT 4',
        city: 'SAN JOSE',
        state: 'ca',
        zip: '95112',
      }),
    ).toBe('1 Elm St Apt 4, San Jose, CA 95112');
  });
});

describe('the register-v2 step counter', () => {
  it.each([
    [home, 'property-address', 1, 7],
    [home, 'for-sale', 2, 7],
    [home, 'set-password', 7, 7],
    [investment, 'home-address', 2, 8],
    [investment, 'for-sale', 3, 8],
    [createEmptyRegisterData(), 'property-address', 1, 7],
  ] as const)('%#: %s is step %i of %i', (data, id, position, total) => {
    expect(getStepPosition(id, data)).toEqual({ position, total });
  });

  it('REG-012 skips phone-and-email in BROKER mode, in the order, the count and the redirect', () => {
    const broker = { skipsContactInfo: true };
    expect(getNextStep('birthdate', home, broker)?.id).toBe('set-password');
    expect(getPreviousStep('set-password', home, broker)?.id).toBe('birthdate');
    expect(getStepPosition('set-password', home, broker)).toEqual({ position: 6, total: 6 });
    expect(getStepPosition('set-password', investment, broker)).toEqual({ position: 7, total: 7 });
    expect(resolveStepRedirect('phone-and-email', home, broker)?.id).toBe('set-password');
    // PASSWORD mode keeps the step.
    expect(getNextStep('birthdate', home, { skipsContactInfo: false })?.id).toBe('phone-and-email');
    expect(resolveStepRedirect('phone-and-email', home, { skipsContactInfo: false })).toBeNull();
  });

  it.each([
    ['/account/heloc/register-v2', 'property-address'],
    ['/account/heloc/register-v2/', 'property-address'],
    ['/account/heloc/register-v2/annual-income', 'annual-income'],
    ['/account/heloc/register-v2/unknown', undefined],
  ])('reads the step of %s', (path, id) => {
    expect(findStepByPath(path)?.id).toBe(id);
  });
});
