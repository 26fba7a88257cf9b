import { describe, expect, it } from 'vitest';
import { zCity, zStateField, zStreet1, zStreet2, zUsAddress, zZip } from './address.ts';
import { collectMessages } from './test-helpers.ts';

const STREET_REQUIRED = 'Street address is required';
const CITY = 'Please enter a valid city name';
const STATE_LENGTH = 'State must be two characters in length';
const STATE_INVALID = 'Please enter a valid state';
const ZIP_REQUIRED = 'Zipcode is required';
const ZIP_INVALID = 'Please enter a valid zipcode';

describe('VAL-030 zStreet1', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, [STREET_REQUIRED]],
    ['blank', '  ', [STREET_REQUIRED]],
    ['a street', '123 Main St', []],
    ['5,000 characters', 'a'.repeat(5000), ['Must be at most 100 characters long']],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zStreet1, input)).toEqual(messages);
  });
});

describe('zStreet2', () => {
  it.each<[unknown, string]>([
    [undefined, ''],
    [null, ''],
    [' Apt 4 ', 'Apt 4'],
  ])('%j → %j', (input, expected) => {
    expect(zStreet2.parse(input)).toBe(expected);
  });

  it('refuses 5,000 characters', () => {
    expect(collectMessages(zStreet2, 'a'.repeat(5000))).toEqual(['Must be at most 100 characters long']);
  });
});

describe('VAL-031 zCity', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, [CITY]],
    ['empty', '', [CITY]],
    ['letters and spaces', 'San Francisco', []],
    ['hyphenated (real ZIP data)', 'Winston-Salem', []],
    ['apostrophe (real ZIP data)', "Coeur d'Alene", []],
    ['abbreviation (real ZIP data)', 'St. Louis', []],
    ['digits', 'Area 51', [CITY]],
    ['markup', '<b>Austin</b>', [CITY]],
    ['punctuation only', "-'.", [CITY]],
    ['5,000 characters', 'a'.repeat(5000), ['Must be at most 50 characters long']],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zCity, input)).toEqual(messages);
  });
});

describe('VAL-032 zStateField', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, [STATE_INVALID]],
    ['empty', '', [STATE_INVALID]],
    ['one letter', 'C', [STATE_LENGTH]],
    ['full name', 'California', [STATE_LENGTH]],
    ['two letters, not a state', 'ZZ', [STATE_INVALID]],
    ['digits', '12', [STATE_INVALID]],
    ['a state', 'CA', []],
    ['lower case', 'ny', []],
    ['DC', 'DC', []],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zStateField, input)).toEqual(messages);
  });

  it('upper-cases', () => {
    expect(zStateField.parse(' tx ')).toBe('TX');
  });
});

describe('VAL-034 zZip', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, [ZIP_REQUIRED]],
    ['empty', '', [ZIP_REQUIRED]],
    ['four digits', '9410', [ZIP_INVALID]],
    ['six digits', '941077', [ZIP_INVALID]],
    ['ZIP+4', '94107-1234', [ZIP_INVALID]],
    ['letters', 'ABCDE', [ZIP_INVALID]],
    ['five digits', '94107', []],
    ['leading zero', '02134', []],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zZip, input)).toEqual(messages);
  });
});

describe('zUsAddress', () => {
  it('normalises a whole address', () => {
    expect(zUsAddress.parse({ street1: ' 1 Main St ', city: 'Austin', state: 'tx', zip: '78701' })).toEqual({
      street1: '1 Main St',
      street2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });

  it('reports every field at its path', () => {
    const result = zUsAddress.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['street1', STREET_REQUIRED],
      ['city', CITY],
      ['state', STATE_INVALID],
      ['zip', ZIP_REQUIRED],
    ]);
  });
});
