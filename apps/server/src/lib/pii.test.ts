import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptPii, encryptPii, maskAccountNumber, maskDob, maskSsn, PiiDecryptionError } from './pii.ts';

const key = randomBytes(32);

describe('encryptPii / decryptPii', () => {
  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(decryptPii(encryptPii(value, key), key)).toBe(value);
      }),
    );
  });

  it('writes the versioned format with a fresh IV each time', () => {
    const first = encryptPii('1980-07-14', key);
    const second = encryptPii('1980-07-14', key);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('1980');
  });

  it.each([
    ['ciphertext', 3],
    ['tag', 2],
    ['iv', 1],
  ])('detects a tampered %s', (_part, index) => {
    const parts = encryptPii('123-45-6789', key).split('.');
    const bytes = Buffer.from(parts[index] as string, 'base64url');
    bytes[0] = (bytes[0] as number) ^ 0x01;
    parts[index] = bytes.toString('base64url');
    expect(() => decryptPii(parts.join('.'), key)).toThrow(PiiDecryptionError);
  });

  it('fails with the wrong key', () => {
    const payload = encryptPii('123-45-6789', key);
    expect(() => decryptPii(payload, randomBytes(32))).toThrow(PiiDecryptionError);
  });

  it.each(['', 'plain text', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d'])(
    'rejects the malformed payload %j',
    (payload) => {
      expect(() => decryptPii(payload, key)).toThrow(PiiDecryptionError);
    },
  );

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptPii('x', randomBytes(16))).toThrow('32 bytes');
  });
});

describe('masks', () => {
  it.each([
    ['123-45-6789', '***-**-6789'],
    ['123456789', '***-**-6789'],
    ['12', '***-**-****'],
  ])('maskSsn(%j) → %j', (input, expected) => {
    expect(maskSsn(input)).toBe(expected);
  });

  it.each([
    ['1980-07-14', '**/**/1980'],
    ['14/07/1980', '**/**/****'],
    ['', '**/**/****'],
  ])('maskDob(%j) → %j', (input, expected) => {
    expect(maskDob(input)).toBe(expected);
  });

  it.each([
    ['000123456789', '****6789'],
    ['12', '********'],
  ])('maskAccountNumber(%j) → %j', (input, expected) => {
    expect(maskAccountNumber(input)).toBe(expected);
  });
});
