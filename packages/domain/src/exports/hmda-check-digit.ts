/**
 * ISO 7064 MOD 97-10 check digits, as the FIG's appendix on the Universal Loan Identifier computes
 * them (and ISO 17442 for an LEI's last two characters): letters count as 10 (A) … 35 (Z), digits as
 * themselves, the number is taken mod 97.
 */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text.toUpperCase()) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) {
      throw new Error(`Not alphanumeric: ${char}`);
    }
    for (const digit of String(value)) {
      remainder = (remainder * 10 + Number(digit)) % 97;
    }
  }
  return remainder;
}

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** The two check digits for `base` (an LEI and a loan id, or an LEI's first 18 characters). */
export function mod97CheckDigits(base: string): string {
  if (!ALPHANUMERIC.test(base)) {
    throw new Error('Check digits need an alphanumeric base');
  }
  return String(98 - mod97(`${base}00`)).padStart(2, '0');
}

/** Whether an identifier ends with its right check digits. */
export function hasValidCheckDigits(identifier: string): boolean {
  return identifier.length > 2 && ALPHANUMERIC.test(identifier) && mod97(identifier) === 1;
}

/** The ULI: the lender's LEI, the loan's own id, then the two check digits, upper case. */
export function buildUli(lei: string, loanId: string): string {
  const base = `${lei}${loanId}`.toUpperCase();
  return `${base}${mod97CheckDigits(base)}`;
}
