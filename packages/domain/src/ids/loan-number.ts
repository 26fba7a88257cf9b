/**
 * APP-025: the loan number shown as "Application ID". Our format: 10 digits, the first 1-9 (so
 * it never loses a leading zero), the last a Luhn (mod 10) check digit over the first nine —
 * catches every single mistyped digit and most swaps of neighbouring digits when read out on a
 * support call.
 */
export const LOAN_NUMBER_PATTERN = /^[1-9]\d{9}$/;

/** The Luhn check digit for a string of digits. */
export function computeLuhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidLoanNumber(value: string): boolean {
  return LOAN_NUMBER_PATTERN.test(value) && computeLuhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

// Web Crypto is global in browsers and Node 20; the domain package compiles without DOM or Node types.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/** A uniform random digit 0-9 from the platform's cryptographic generator. */
function randomDigit(): number {
  const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
  return byte < 250 ? byte % 10 : randomDigit();
}

/**
 * A new valid loan number; `nextDigit` (returning 0-9) is injectable for tests. Random, not
 * sequential: the caller stores it under a unique constraint and draws again on a collision.
 */
export function generateLoanNumber(nextDigit: () => number = randomDigit): string {
  let body = '';
  while (body === '' || body === '0') {
    body = String(nextDigit());
  }
  while (body.length < 9) {
    body += String(nextDigit());
  }
  return `${body}${computeLuhnCheckDigit(body)}`;
}
