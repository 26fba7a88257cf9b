import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptFile, encryptFile, isEncryptedFile } from './file-cipher.ts';
import { TINY_PDF } from './test/document-fixtures.ts';

const key = randomBytes(32);

describe('document files at rest', () => {
  it('round-trips, with a fresh IV each time', () => {
    const first = encryptFile(TINY_PDF, key);
    const second = encryptFile(TINY_PDF, key);
    expect(isEncryptedFile(first)).toBe(true);
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from('%PDF'))).toBe(false);
    expect(decryptFile(first, key).equals(TINY_PDF)).toBe(true);
  });

  it('refuses a wrong key and any tampering', () => {
    const stored = encryptFile(TINY_PDF, key);
    expect(() => decryptFile(stored, randomBytes(32))).toThrow();
    const tampered = Buffer.from(stored);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 0xff;
    expect(() => decryptFile(tampered, key)).toThrow();
  });

  it('tells a plaintext file from an encrypted one', () => {
    expect(isEncryptedFile(TINY_PDF)).toBe(false);
    expect(isEncryptedFile(Buffer.from('HDOC1'))).toBe(false);
  });
});
