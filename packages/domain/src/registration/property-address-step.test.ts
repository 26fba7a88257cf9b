import { describe, expect, it } from 'vitest';
import { type PropertyStepContext, zPropertyInfoStep } from './property-address-step.ts';

const ADDRESS = { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
const NY_ADDRESS = { ...ADDRESS, city: 'New York', state: 'NY', zip: '10001' };
const ZIPS: Record<string, string> = { '78701': 'TX', '10001': 'NY' };
const REFERRAL_MESSAGE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
const NY_MESSAGE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

function listIssues(input: unknown, context?: PropertyStepContext): [string, string][] {
  const result = zPropertyInfoStep(context).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('REG-006 / VAL-030…039 property step', () => {
  it.each<[string, unknown, PropertyStepContext | undefined, [string, string][]]>([
    [
      'chosen address and occupancy',
      { propertyAddress: { ...ADDRESS, occupancyType: 'HOME' } },
      undefined,
      [],
    ],
    [
      'nothing chosen: the typeahead message alone, and occupancy',
      { propertyAddress: {} },
      undefined,
      [
        ['propertyAddress.street1', 'Please enter a valid property address'],
        ['propertyAddress.occupancyType', 'Please select an occupancy type'],
      ],
    ],
    [
      'step missing entirely',
      {},
      undefined,
      [
        ['propertyAddress.street1', 'Please enter a valid property address'],
        ['propertyAddress.occupancyType', 'Please select an occupancy type'],
      ],
    ],
    [
      'street1 cleared after the fields are revealed',
      { propertyAddress: { ...ADDRESS, street1: '', occupancyType: 'HOME' } },
      undefined,
      [['propertyAddress.street1', 'Street address is required']],
    ],
    [
      'bad zip once revealed',
      { propertyAddress: { ...ADDRESS, zip: '787', occupancyType: 'SECONDARY' } },
      undefined,
      [['propertyAddress.zip', 'Please enter a valid zipcode']],
    ],
    [
      'state/zip mismatch with a lookup',
      { propertyAddress: { ...ADDRESS, state: 'NY', occupancyType: 'HOME' } },
      { findStateForZip: (zip) => ZIPS[zip] },
      [['propertyAddress.zip', 'Zipcode does not match the state']],
    ],
    [
      'NY blocked',
      { propertyAddress: { ...NY_ADDRESS, occupancyType: 'HOME' } },
      { blockNewYork: true },
      [['propertyAddress.state', NY_MESSAGE]],
    ],
    [
      'NY allowed',
      { propertyAddress: { ...NY_ADDRESS, occupancyType: 'HOME' } },
      { blockNewYork: false },
      [],
    ],
    [
      'referral outside licensed states: blocks occupancy, reported alone',
      { propertyAddress: { ...NY_ADDRESS } },
      { referral: { licensedStates: ['TX'], enforceLicensedStatesForReferral: true } },
      [['propertyAddress.occupancyType', REFERRAL_MESSAGE]],
    ],
    [
      'referral inside licensed states',
      { propertyAddress: { ...ADDRESS, occupancyType: 'INVESTMENT' } },
      { referral: { licensedStates: ['TX'], enforceLicensedStatesForReferral: true } },
      [],
    ],
  ])('%s', (_case, input, context, expected) => {
    expect(listIssues(input, context)).toEqual(expected);
  });

  it('outputs the normalised address with occupancy', () => {
    const input = { propertyAddress: { ...ADDRESS, state: 'tx', occupancyType: 'HOME' } };
    expect(zPropertyInfoStep().parse(input)).toEqual({
      propertyAddress: { ...ADDRESS, occupancyType: 'HOME' },
    });
  });
});
