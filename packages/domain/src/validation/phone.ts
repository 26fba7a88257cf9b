import {
  AsYouType,
  type CountryCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, normalizePhone } from './phone-country.ts';

export const PHONE_REQUIRED_MESSAGE = 'Please enter your mobile phone';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';
export const PHONE_COUNTRY_CODE_MESSAGE = 'Country code 1 is not needed';

/** VAL-027: strips spaces, parentheses and hyphens ("(212) 555-0123" → "2125550123"). */
export function normalizeUsPhone(value: string): string {
  return normalizePhone(value);
}

/** VAL-025: the (xxx) xxx-xxxx display, also for a partly typed number ("21255" → "(212) 55"). */
export function formatUsPhone(value: string): string {
  return new AsYouType('US').input(normalizeUsPhone(value));
}

/**
 * VAL-024…027: a US mobile number typed without country code. Accepts it formatted or bare and
 * outputs the 10 digits. Validity is the national format's length plus libphonenumber-js's US
 * numbering rules (so "(555) 123-4567" is refused; "(212) 555-0123" is fine).
 */
export const zUsPhone = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .transform(normalizeUsPhone)
  .pipe(
    z
      .string()
      .min(1, { error: PHONE_REQUIRED_MESSAGE, abort: true })
      .refine((digits) => !digits.startsWith('1'), { error: PHONE_COUNTRY_CODE_MESSAGE, abort: true })
      .refine((digits) => /^\d{10}$/.test(digits) && isValidPhoneNumber(digits, 'US'), {
        error: PHONE_INVALID_MESSAGE,
      }),
  );

/** Another country's mobile number, typed in its national format; sent in E.164 ("+447400123456"). */
function zInternationalPhone(countryCode: CountryCode) {
  return z
    .string({ error: PHONE_REQUIRED_MESSAGE })
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .min(1, { error: PHONE_REQUIRED_MESSAGE, abort: true })
        .refine((value) => /^\+?\d+$/.test(value) && isValidPhoneNumber(value, countryCode), {
          error: PHONE_INVALID_MESSAGE,
          abort: true,
        })
        .transform((value) => parsePhoneNumberFromString(value, countryCode)?.number ?? value),
    );
}

/**
 * KIT-013 with VAL-024…027: the phone field for the selected country. The US keeps the spec's rules
 * ((xxx) xxx-xxxx, 'Country code 1 is not needed') and sends its 10 digits; any other country is
 * checked against its own numbering plan and sent in E.164.
 */
export function createPhoneField(countryCode: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return countryCode === 'US' ? zUsPhone : zInternationalPhone(countryCode);
}

/**
 * A phone number as the API receives it: a US number's 10 digits (zUsPhone's rules), or another
 * country's number in E.164. A US number in E.164 is refused with 'Country code 1 is not needed'.
 */
export const zPhoneNumber = z
  .string({ error: PHONE_REQUIRED_MESSAGE })
  .max(40, { error: PHONE_INVALID_MESSAGE })
  .transform((raw, context) => {
    const value = normalizePhone(raw);
    if (!value.startsWith('+')) {
      const national = zUsPhone.safeParse(value);
      if (national.success) {
        return national.data;
      }
      context.addIssue({
        code: 'custom',
        message: national.error.issues[0]?.message ?? PHONE_INVALID_MESSAGE,
      });
      return z.NEVER;
    }
    const parsed = /^\+\d+$/.test(value) ? parsePhoneNumberFromString(value) : undefined;
    if (parsed?.country === 'US') {
      context.addIssue({ code: 'custom', message: PHONE_COUNTRY_CODE_MESSAGE });
      return z.NEVER;
    }
    if (!parsed?.isValid()) {
      context.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return parsed.number;
  });
