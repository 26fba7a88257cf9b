import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * PII at rest (DESIGN "Data protection"): AES-256-GCM with the 32-byte PII_KEY, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts). The version prefix lets a later key or
 * algorithm coexist with rows written under this one.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MASK = '*';

export class PiiDecryptionError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt PII: ${reason}`);
    this.name = 'PiiDecryptionError';
  }
}

export function encryptPii(plaintext: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws PiiDecryptionError on an unknown format, a wrong key or any tampering. */
export function decryptPii(payload: string, key: Buffer): string {
  assertKey(key);
  const [version, iv, tag, ciphertext, ...rest] = payload.split('.');
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length > 0
  ) {
    throw new PiiDecryptionError('unknown format');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new PiiDecryptionError('unknown format');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PiiDecryptionError('authentication failed');
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) {
    throw new Error('The PII key must be exactly 32 bytes');
  }
}

/** '123-45-6789' or '123456789' → '***-**-6789'. Anything without 4 digits → '***-**-****'. */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  const last4 = digits.length >= 4 ? digits.slice(-4) : MASK.repeat(4);
  return `***-**-${last4}`;
}

/**
 * An ISO date of birth '1980-07-14' → '**\/**\/1980': day and month hidden, the year kept because
 * age rules (eligibility, minimum age) need it. Unparseable input → '**\/**\/****'.
 */
export function maskDob(isoDate: string): string {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(isoDate);
  return `**/**/${match?.[1] ?? MASK.repeat(4)}`;
}

/** Bank account numbers: only the last four digits are shown ('****6789'). */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `****${digits.length >= 4 ? digits.slice(-4) : MASK.repeat(4)}`;
}
