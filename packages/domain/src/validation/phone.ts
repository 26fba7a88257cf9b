import { AsYouType, isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

export const PHONE_REQUIRED_MESSAGE = 'Please enter your mobile phone';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';
export const PHONE_COUNTRY_CODE_MESSAGE = 'Country code 1 is not needed';

const PHONE_PUNCTUATION = /[\s()-]/g;

/** VAL-027: strips spaces, parentheses and hyphens ("(212) 555-0123" → "2125550123"). */
export function normalizeUsPhone(value: string): string {
  return value.replace(PHONE_PUNCTUATION, '');
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
