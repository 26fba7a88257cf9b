import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

/** A stored number as libphonenumber-js reads it: E.164, 11 digits with the US "1", or 10 US digits. */
function parseStoredPhone(raw: string): PhoneNumber | undefined {
  const value = raw.trim();
  if (value.startsWith('+')) {
    return parsePhoneNumberFromString(value);
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) {
    return parsePhoneNumberFromString(`+${digits}`);
  }
  return digits.length === 10 ? parsePhoneNumberFromString(digits, 'US') : undefined;
}

/**
 * A phone number as people read it: a US number "(415) 555-0123" (with or without the stored
 * "1" or "+1"), another country's "+44 7400 123456". A number already written with separators
 * ("888-819-6388", as a lender configures it) and anything unreadable stay as they are.
 */
export function formatPhoneForDisplay(raw: string): string {
  if (/[\s()-]/.test(raw.trim())) {
    return raw;
  }
  const parsed = parseStoredPhone(raw);
  if (!parsed?.isPossible()) {
    return raw;
  }
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

/** The US national digits of a stored US number ("14155550123" → "4155550123"), else undefined. */
export function toUsNationalDigits(raw: string): string | undefined {
  const parsed = parseStoredPhone(raw);
  return parsed?.countryCallingCode === '1' ? parsed.nationalNumber : undefined;
}
