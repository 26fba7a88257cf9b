/** The parts of a signer's legal name as the application holds them (API-013 name). */
export interface LegalName {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}

export const SIGNATURE_NAME_MESSAGE = 'Type your full legal name as it appears on your application';

/** Case, surrounding and repeated spaces, and the dots and commas of "M." and ", Jr." are forgiven. */
function normalise(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-US').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

function part(value: string | null | undefined): string {
  return normalise(value ?? '');
}

/**
 * The ways a legal name may be typed as a signature: first and last name always; the middle name
 * in full, as its initial, or left out; the suffix given or left out. Nothing else — no nickname,
 * no initial for the first or last name, no other order.
 */
export function getAcceptedSignatures(name: LegalName): string[] {
  const first = part(name.firstName);
  const last = part(name.lastName);
  if (!first || !last) {
    return [];
  }
  const middle = part(name.middleName);
  const suffix = part(name.suffix);
  const middles = middle ? ['', middle, middle.slice(0, 1)] : [''];
  const suffixes = suffix ? ['', suffix] : [''];
  return middles.flatMap((m) => suffixes.map((s) => normalise([first, m, last, s].join(' '))));
}

/** Whether a typed signature is the signer's legal name (the rule the signing pages and the server share). */
export function matchesLegalName(typed: string, name: LegalName): boolean {
  const signature = normalise(typed);
  return signature !== '' && getAcceptedSignatures(name).includes(signature);
}

/** The name as one line (the stamp and the signature record), parts in order. */
export function formatLegalName(name: LegalName): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix]
    .map((value) => (value ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
