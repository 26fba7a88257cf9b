import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDateOfBirth,
  type DateOfBirthOptions,
  DOB_INVALID_MESSAGE,
  DOB_REQUIRED_MESSAGE,
  readDobParts,
  toWireDob,
  zDateOfBirth,
} from './date-of-birth.ts';
import { collectMessages } from './test-helpers.ts';

const TODAY = '2026-03-15';
const REQUIRED = 'Date of birth is required';
const INVALID = 'Invalid date';
const AT_LEAST_18 = 'Must be at least 18 years old';
const AT_LEAST_62 = 'Must be 62 years or older to apply for a loan';
const ALABAMA = 'Must be at least 19 years old in Alabama';
const base: DateOfBirthOptions = { today: TODAY, propertyState: 'CA', minimumAge: 18 };

describe('VAL-002…007 zDateOfBirth', () => {
  it.each<[string, unknown, DateOfBirthOptions, string[]]>([
    ['missing', undefined, base, [REQUIRED]],
    ['empty string', '', base, [REQUIRED]],
    ['all parts blank', { day: '', month: '', year: '' }, base, [REQUIRED]],
    ['year blank', { day: '1', month: '2', year: '' }, base, [REQUIRED]],
    ['day blank', { day: '', month: '2', year: '1980' }, base, [INVALID]],
    ['31 February', { day: 31, month: 2, year: 1980 }, base, [INVALID]],
    ['31 April shown', '04/31/1980', base, [INVALID]],
    ['month 13', '13/01/1980', base, [INVALID]],
    ['29 February in a common year', '1981-02-29', base, [INVALID]],
    ['29 February in a leap year', '1980-02-29', base, []],
    ['letters', { day: 'a', month: '1', year: '1980' }, base, [INVALID]],
    ['two-digit year', '01/02/80', base, [INVALID]],
    ['not a date shape', 'yesterday', base, [INVALID]],
    ['5,000 characters', '1'.repeat(5000), base, [INVALID]],
    ['year 1899', '12/31/1899', base, [INVALID]],
    ['year 1900', '01/01/1900', base, []],
    ['minimum year configurable', '01/01/1920', { ...base, minYear: 1930 }, [INVALID]],
    ['in the future', '2030-01-01', base, [INVALID]],
    ['turns 18 tomorrow', '2008-03-16', base, [AT_LEAST_18]],
    ['turns 18 today', '2008-03-15', base, []],
    ['Alabama, 18 years old', '2008-03-15', { ...base, propertyState: 'AL' }, [ALABAMA]],
    ['Alabama, turns 19 today', '2007-03-15', { ...base, propertyState: 'AL' }, []],
    ['age-restricted, 61', '1964-03-16', { ...base, minimumAge: 62 }, [AT_LEAST_62]],
    ['age-restricted, turns 62 today', '1964-03-15', { ...base, minimumAge: 62 }, []],
    [
      'age-restricted in Alabama',
      '1990-01-01',
      { ...base, propertyState: 'AL', minimumAge: 62 },
      [AT_LEAST_62],
    ],
  ])('%s', (_case, input, options, messages) => {
    expect(collectMessages(zDateOfBirth(options), input)).toEqual(messages);
  });

  it.each<[unknown, string]>([
    [{ day: '5', month: '3', year: '1980' }, '1980-03-05'],
    [{ day: 5, month: 3, year: 1980 }, '1980-03-05'],
    ['03/05/1980', '1980-03-05'],
    ['1980-03-05', '1980-03-05'],
  ])('sends %j as %s', (input, wire) => {
    expect(zDateOfBirth(base).parse(input)).toBe(wire);
  });

  it('a leap-day birthday is reached on 1 March in a common year', () => {
    const options = { today: '2026-02-28', minimumAge: 18 };
    expect(checkDateOfBirth('2008-02-29', options)).toBe(AT_LEAST_18);
    expect(checkDateOfBirth('2008-02-29', { ...options, today: '2026-03-01' })).toBeUndefined();
  });

  it('exports the spec messages', () => {
    expect([DOB_REQUIRED_MESSAGE, DOB_INVALID_MESSAGE]).toEqual([REQUIRED, INVALID]);
  });

  it('accepts exactly the real dates, whatever the parts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 12 }), (day, month) => {
        const wire = toWireDob({ day, month, year: 1980 });
        const real = new Date(Date.UTC(1980, month - 1, day)).getUTCMonth() === month - 1;
        expect(wire !== undefined).toBe(real);
      }),
    );
  });
});

describe('readDobParts', () => {
  it.each<[unknown, unknown]>([
    ['12/25/1980', { month: '12', day: '25', year: '1980' }],
    ['1980-12-25', { year: '1980', month: '12', day: '25' }],
    [
      { day: 1, month: 2, year: 1980 },
      { day: 1, month: 2, year: 1980 },
    ],
    [{ day: {}, month: 2, year: 1980 }, undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(readDobParts(input)).toEqual(expected);
  });
});
