import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { toUsNationalDigits } from '../format/format-phone.ts';

/** KIT-013: the phone input starts on the United States. */
export type { CountryCode };

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * KIT-014 (001 §3, 002 §3): a country entry of the phone input. `flagPosition` is the country's
 * place (0-based) in the ISO-code order of the flag sprite; the UI draws the flag from the code.
 */
export interface PhoneCountry {
  country: string;
  countryCode: CountryCode;
  callingCode: string;
  flagPosition: number;
}

const COUNTRY_CODES: readonly CountryCode[] = [...getCountries()].sort();

export function isPhoneCountry(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * Every country libphonenumber-js knows, named and sorted in `language` (English unless asked), the
 * default (US) first.
 */
export function listPhoneCountries(language = 'en'): PhoneCountry[] {
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const entries = COUNTRY_CODES.map((countryCode, flagPosition) => ({
    country: regionNames.of(countryCode) ?? countryCode,
    countryCode,
    callingCode: getCountryCallingCode(countryCode),
    flagPosition,
  }));
  entries.sort((a, b) =>
    a.countryCode === DEFAULT_PHONE_COUNTRY
      ? -1
      : b.countryCode === DEFAULT_PHONE_COUNTRY
        ? 1
        : a.country.localeCompare(b.country, language),
  );
  return entries;
}

/** The flag emoji of a country code (regional indicator symbols): 'US' → 🇺🇸. */
export function toFlagEmoji(countryCode: string): string {
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)),
  );
}

/**
 * KIT-013: the input's maximum length is the country's national format of its example mobile
 * number: 14 for the US, "(201) 555-0123" (VAL-025).
 */
export function getPhoneMaxLength(countryCode: CountryCode): number {
  const example = getExampleNumber(countryCode, examples);
  return example ? example.formatNational().length : 17;
}

/** VAL-027: strips spaces, parentheses and hyphens ("(212) 555-0123" → "2125550123"). */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/** KIT-013: what is typed, shown in the country's national format as it is typed. */
export function formatPhoneInput(value: string, countryCode: CountryCode): string {
  const digits = value.replace(/\D/g, '');
  return digits === '' ? '' : new AsYouType(countryCode).input(digits);
}

/** The example mobile number of a country in its national format (the phone field's hint). */
export function getPhoneExample(countryCode: CountryCode): string {
  return getExampleNumber(countryCode, examples)?.formatNational() ?? '';
}

/**
 * A stored phone number back in the input: its country (E.164 numbers carry one; 10 digits are
 * the US) and its national format.
 */
export function splitStoredPhone(stored: string): { countryCode: CountryCode; national: string } {
  if (stored.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(stored);
    if (parsed?.country) {
      return { countryCode: parsed.country, national: parsed.formatNational() };
    }
  }
  // A US number stored with its "1" ("14155550123") goes back in as its ten digits.
  const national = toUsNationalDigits(stored) ?? stored;
  return { countryCode: DEFAULT_PHONE_COUNTRY, national: formatPhoneInput(national, DEFAULT_PHONE_COUNTRY) };
}
