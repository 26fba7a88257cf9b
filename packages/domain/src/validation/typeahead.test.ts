import { describe, expect, it } from 'vitest';
import { collectMessages } from './test-helpers.ts';
import {
  isTypeaheadQueryValid,
  zAddressTypeaheadResponse,
  zTypeaheadQuery,
  zTypeaheadSelection,
} from './typeahead.ts';

const INVALID = 'Please enter a valid property address';
const NOT_SELECTED = 'Please select your address from the list';
const item = {
  fullAddress: '1 Main St, Austin, TX 78701',
  street1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

describe('VAL-035 typeahead query', () => {
  it.each<[string, unknown, string[]]>([
    ['empty', '', [INVALID]],
    ['missing', undefined, [INVALID]],
    ['two characters', '1 ', [INVALID]],
    ['short, two words', '1 M', []],
    ['one word', 'Mainstreet', [INVALID]],
    ['one word padded', '   123456   ', [INVALID]],
    ['two words', '123 Main', []],
    ['5,000 characters', `1 ${'a'.repeat(4998)}`, [INVALID]],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zTypeaheadQuery, input)).toEqual(messages);
  });

  it('agrees with isTypeaheadQueryValid', () => {
    expect(isTypeaheadQueryValid('123 Main')).toBe(true);
    expect(isTypeaheadQueryValid('ab')).toBe(false);
  });
});

describe('VAL-036 zTypeaheadSelection', () => {
  it.each<[string, unknown, [string, string][]]>([
    ['chosen', { query: '1 Main', selected: item }, []],
    ['typed but not chosen', { query: '1 Main St', selected: null }, [['selected', NOT_SELECTED]]],
    [
      'nothing typed',
      { query: '', selected: null },
      [
        ['query', INVALID],
        ['selected', NOT_SELECTED],
      ],
    ],
  ])('%s', (_case, input, expected) => {
    const result = zTypeaheadSelection.safeParse(input);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(expected);
  });
});

describe('zAddressTypeaheadResponse', () => {
  it('accepts up to 10 items', () => {
    expect(zAddressTypeaheadResponse.safeParse({ items: Array(10).fill(item) }).success).toBe(true);
    expect(zAddressTypeaheadResponse.safeParse({ items: Array(11).fill(item) }).success).toBe(false);
  });
});
