import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Document files at rest (DESIGN "Data protection"): ID photos and statements carry dates of birth
 * and account numbers, so every stored file is AES-256-GCM under the PII key:
 * `HDOC1` + 12-byte IV + 16-byte tag + ciphertext. Hashes are always of the plaintext.
 */
const MAGIC = Buffer.from('HDOC1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptFile(plaintext: Uint8Array, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), ciphertext]);
}

export function isEncryptedFile(stored: Buffer): boolean {
  return (
    stored.length >= MAGIC.length + IV_BYTES + TAG_BYTES && stored.subarray(0, MAGIC.length).equals(MAGIC)
  );
}

/** Throws on a wrong key or any tampering (GCM authentication). */
export function decryptFile(stored: Buffer, key: Buffer): Buffer {
  const ivStart = MAGIC.length;
  const tagStart = ivStart + IV_BYTES;
  const bodyStart = tagStart + TAG_BYTES;
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(ivStart, tagStart));
  decipher.setAuthTag(stored.subarray(tagStart, bodyStart));
  return Buffer.concat([decipher.update(stored.subarray(bodyStart)), decipher.final()]);
}
