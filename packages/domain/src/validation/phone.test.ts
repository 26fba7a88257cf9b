import type { CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { createPhoneField, formatUsPhone, normalizeUsPhone, zPhoneNumber, zUsPhone } from './phone.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhoneInput,
  getPhoneExample,
  getPhoneMaxLength,
  isPhoneCountry,
  listPhoneCountries,
  splitStoredPhone,
  toFlagEmoji,
} from './phone-country.ts';
import { collectMessages } from './test-helpers.ts';

const REQUIRED = 'Please enter your mobile phone';
const INVALID = 'Please enter a valid phone number';
const COUNTRY_CODE = 'Country code 1 is not needed';

describe('VAL-024…026 zUsPhone', () => {
  it.each<[string, unknown, string[]]>([
    ['empty', '', [REQUIRED]],
    ['only punctuation', '( ) -', [REQUIRED]],
    ['missing', undefined, [REQUIRED]],
    ['leading 1', '12125550123', [COUNTRY_CODE]],
    ['leading 1, formatted', '1 (212) 555-0123', [COUNTRY_CODE]],
    ['too short', '(212) 555-012', [INVALID]],
    ['too long', '(212) 555-01234', [INVALID]],
    ['letters', '(212) 555-01ab', [INVALID]],
    ['with +1', '+1 212 555 0123', [INVALID]],
    ['dots are not stripped', '212.555.0123', [INVALID]],
    ['not a US number', '(555) 123-4567', [INVALID]],
    ['area code starting 0', '(012) 555-0123', [INVALID]],
    ['formatted', '(212) 555-0123', []],
    ['bare digits', '2125550123', []],
    ['support line', '888-819-6388', []],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zUsPhone, input)).toEqual(messages);
  });

  it('outputs the 10 digits', () => {
    expect(zUsPhone.parse('(212) 555-0123')).toBe('2125550123');
  });
});

describe('VAL-027 normalizeUsPhone', () => {
  it.each([
    ['(212) 555-0123', '2125550123'],
    [' 212 555 0123 ', '2125550123'],
    ['212-555-0123', '2125550123'],
    ['+1.212', '+1.212'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUsPhone(input)).toBe(expected);
  });
});

describe('VAL-025 formatUsPhone', () => {
  it.each([
    ['2125550123', '(212) 555-0123'],
    ['212-555-0123', '(212) 555-0123'],
    ['21255', '(212) 55'],
  ])('%s → %s', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it('has the formatted length 14 for a full number', () => {
    expect(formatUsPhone('8888196388')).toHaveLength(14);
  });
});

describe('KIT-013 createPhoneField: the selected country decides', () => {
  it.each<[CountryCode, string, string[], string | undefined]>([
    ['US', '(212) 555-0123', [], '2125550123'],
    ['US', '1 (212) 555-0123', [COUNTRY_CODE], undefined],
    ['US', '', [REQUIRED], undefined],
    ['GB', '07400 123456', [], '+447400123456'],
    ['GB', '7400 123456', [], '+447400123456'],
    ['GB', '07400 12345', [INVALID], undefined],
    ['DE', '01512 3456789', [], '+4915123456789'],
    ['CA', '(506) 234-5678', [], '+15062345678'],
    ['GB', '', [REQUIRED], undefined],
    ['GB', 'x'.repeat(5000), [INVALID], undefined],
  ])('%s %s', (country, input, messages, output) => {
    const schema = createPhoneField(country);
    expect(collectMessages(schema, input)).toEqual(messages);
    if (output) {
      expect(schema.parse(input)).toBe(output);
    }
  });

  it('defaults to the US rules', () => {
    expect(collectMessages(createPhoneField(), '12125550123')).toEqual([COUNTRY_CODE]);
  });
});

describe('zPhoneNumber: what the API accepts', () => {
  it.each<[string, unknown, string[], string | undefined]>([
    ['US digits', '2125550123', [], '2125550123'],
    ['US formatted', '(212) 555-0123', [], '2125550123'],
    ['US leading 1', '12125550123', [COUNTRY_CODE], undefined],
    ['US in E.164', '+12125550123', [COUNTRY_CODE], undefined],
    ['UK in E.164', '+447400123456', [], '+447400123456'],
    ['Canada in E.164', '+1 506 234 5678', [], '+15062345678'],
    ['invalid E.164', '+44740', [INVALID], undefined],
    ['letters after +', '+44abc', [INVALID], undefined],
    ['missing', undefined, [REQUIRED], undefined],
    ['empty', '', [REQUIRED], undefined],
    ['5,000 characters', '2'.repeat(5000), [INVALID], undefined],
  ])('%s', (_case, input, messages, output) => {
    expect(collectMessages(zPhoneNumber, input)).toEqual(messages);
    if (output) {
      expect(zPhoneNumber.parse(input)).toBe(output);
    }
  });
});

describe('KIT-014 phone countries', () => {
  it('lists every country with country, countryCode, callingCode and flagPosition, the US first', () => {
    const countries = listPhoneCountries();
    expect(countries[0]).toEqual({
      country: 'United States',
      countryCode: 'US',
      callingCode: '1',
      flagPosition: expect.any(Number),
    });
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((entry) => entry.countryCode === 'GB')).toMatchObject({
      country: 'United Kingdom',
      callingCode: '44',
    });
    const positions = new Set(countries.map((entry) => entry.flagPosition));
    expect(positions.size).toBe(countries.length);
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
  });

  it('names and sorts the countries in the page language, the US still first', () => {
    const countries = listPhoneCountries('es');
    expect(countries[0]).toMatchObject({ country: 'Estados Unidos', countryCode: 'US' });
    expect(countries.find((entry) => entry.countryCode === 'GB')?.country).toBe('Reino Unido');
    const names = countries.slice(1).map((entry) => entry.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it.each<[CountryCode, number]>([
    ['US', 14],
    ['GB', 12],
    ['BR', 15],
  ])('KIT-013: the %s input is capped at the national format length %i', (country, length) => {
    expect(getPhoneMaxLength(country)).toBe(length);
  });

  it.each<[CountryCode, string, string]>([
    ['US', '2125550123', '(212) 555-0123'],
    ['US', '(212) 5', '(212) 5'],
    ['GB', '07400123456', '07400 123456'],
    ['US', '', ''],
  ])('formats %s %s as %s', (country, input, output) => {
    expect(formatPhoneInput(input, country)).toBe(output);
  });

  it('draws the flag from the code', () => {
    expect(toFlagEmoji('US')).toBe('🇺🇸');
    expect(isPhoneCountry('GB')).toBe(true);
    expect(isPhoneCountry('ZZ')).toBe(false);
  });
});

describe('KIT-013 a stored number back in the input', () => {
  it.each([
    ['2125550123', 'US', '(212) 555-0123'],
    // Stored with the US "1": the ten digits, never "1 (415) 555-01" cut at the input's length.
    ['14155550123', 'US', '(415) 555-0123'],
    ['+447400123456', 'GB', '07400 123456'],
    ['+15062345678', 'CA', '(506) 234-5678'],
    ['', 'US', ''],
  ])('%s → %s %s', (stored, countryCode, national) => {
    expect(splitStoredPhone(stored)).toEqual({ countryCode, national });
  });

  it('hints with the national example', () => {
    expect(getPhoneExample('US')).toBe('(201) 555-0123');
  });
});
