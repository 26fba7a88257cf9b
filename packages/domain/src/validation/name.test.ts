import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAME_SUFFIX_INVALID_MESSAGE,
  zFirstName,
  zLastName,
  zLegalName,
  zMiddleName,
  zNameSuffixField,
} from './name.ts';
import { collectMessages } from './test-helpers.ts';

const TOO_LONG = 'Must be at most 50 characters long';
const CHARS = 'Some of the characters entered are not supported.';

describe('VAL-010…012 zFirstName', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, ['Please enter the first name']],
    ['empty', '', ['Please enter the first name']],
    ['blank', '   ', ['Please enter the first name']],
    ['one letter', 'A', ['First name must be at least 2 characters long']],
    ['two letters', 'Al', []],
    ['hyphen and space', 'Mary-Jane Ann', []],
    ['digit', 'Al1', [CHARS]],
    ['apostrophe', "D'Andre", []],
    ['typographic apostrophe', 'D’Andre', []],
    ['leading apostrophe', "'Andre", [CHARS]],
    ['Spanish accents and ñ', 'José Iñaki', []],
    ['Vietnamese', 'Nguyễn', []],
    ['Polish', 'Łukasz', []],
    ['accent typed as a combining mark', 'Jose\u0301', []],
    ['Cyrillic', 'Иван', [CHARS]],
    ['emoji', 'Ann😀', [CHARS]],
    ['period', 'Ann.', [CHARS]],
    ['script', '<script>alert(1)</script>', [CHARS]],
    ['markup, short', '<b', [CHARS]],
    ['accented letter', 'Zoë', []],
    ['50 characters', 'a'.repeat(50), []],
    ['51 characters', 'a'.repeat(51), [TOO_LONG]],
    ['5,000 characters', 'a'.repeat(5000), [TOO_LONG]],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zFirstName, input)).toEqual(messages);
  });

  it('trims', () => {
    expect(zFirstName.parse('  Ann ')).toBe('Ann');
  });

  it('composes an accent typed as a combining mark into its letter', () => {
    expect(zFirstName.parse('Jose\u0301')).toBe('Jos\u00e9');
  });

  it('never accepts angle brackets, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('<', '>'), fc.string(), (before, bracket, after) => {
        expect(zFirstName.safeParse(`${before}${bracket}${after}`).success).toBe(false);
      }),
    );
  });
});

describe('VAL-013 zMiddleName', () => {
  it.each<[string, unknown, string[]]>([
    ['missing', undefined, []],
    ['empty', '', []],
    ['initial', 'J', []],
    ['initial with period', 'J.', []],
    ['two parts with space', 'Mary Ann', []],
    ['three parts mixed separators', 'Anne-Marie Louise', []],
    ['three parts with apostrophe', "Jo O'Neil", []],
    ['accented parts', 'María-José', []],
    ['four parts', "Anne-Marie O'Neil", [CHARS]],
    ['two separators in a row', 'Mary  Ann', [CHARS]],
    ['leading hyphen', '-Ann', [CHARS]],
    ['period inside', 'J.R', [CHARS]],
    ['digit', 'J2', [CHARS]],
    ['markup', '<i>x</i>', [CHARS]],
    ['5,000 characters', 'a'.repeat(5000), [TOO_LONG]],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zMiddleName, input)).toEqual(messages);
  });

  it('gives "" when missing', () => {
    expect(zMiddleName.parse(undefined)).toBe('');
  });
});

describe('VAL-014…016 zLastName', () => {
  it.each<[string, unknown, boolean, string[]]>([
    ['missing', undefined, true, ['Last name is required']],
    ['blank', '  ', false, ['Last name is required']],
    ['production: two letters', 'Li', true, []],
    ['production: hyphen and space', 'Smith-Jones de Vries', true, []],
    ['production: one letter', 'X', true, ['Last name must be at least 2 characters long']],
    ['production: digit', 'Smith2', true, [CHARS]],
    ['non-production: digit allowed', 'Smith2', false, []],
    ['non-production: one letter allowed', 'X', false, []],
    ['non-production: script refused', '<script>', false, [CHARS]],
    ['production: apostrophe', "O'Brien", true, []],
    ['production: Peña-O’Brien', 'Peña-O’Brien', true, []],
    ['production: symbol', 'Smith&Co', true, [CHARS]],
    ['non-production: accents and digits', 'Peña2', false, []],
    ['5,000 characters', 'a'.repeat(5000), true, [TOO_LONG]],
  ])('%s', (_case, input, isProduction, messages) => {
    expect(collectMessages(zLastName({ isProduction }), input)).toEqual(messages);
  });

  it('production accepts a subset of what non-production accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (name) => {
        if (zLastName({ isProduction: true }).safeParse(name).success) {
          expect(zLastName({ isProduction: false }).safeParse(name).success).toBe(true);
        }
      }),
    );
  });
});

describe('VAL-017 zNameSuffixField', () => {
  it.each<[unknown, string | undefined]>([
    [undefined, ''],
    ['', ''],
    ['I', 'I'],
    ['V', 'V'],
    ['jr', 'JR'],
    ['SR', 'SR'],
    ['VI', undefined],
    ['Esq', undefined],
    [3, undefined],
  ])('%j → %j', (input, expected) => {
    const result = zNameSuffixField.safeParse(input);
    expect(result.success ? result.data : undefined).toBe(expected);
    if (!result.success) {
      expect(result.error.issues[0]?.message).toBe(NAME_SUFFIX_INVALID_MESSAGE);
    }
  });
});

describe('zLegalName', () => {
  it('parses a whole name and fills the optional parts', () => {
    expect(zLegalName({ isProduction: true }).parse({ firstName: 'Ann', lastName: 'Lee' })).toEqual({
      firstName: 'Ann',
      middleName: '',
      lastName: 'Lee',
      suffix: '',
    });
  });

  it('reports each field at its path', () => {
    const result = zLegalName({ isProduction: true }).safeParse({ firstName: '', lastName: 'L' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'Please enter the first name'],
      ['lastName', 'Last name must be at least 2 characters long'],
    ]);
  });
});
