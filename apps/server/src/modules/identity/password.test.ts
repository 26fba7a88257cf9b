import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('Correct-Horse-42!'),
      hashPassword('Correct-Horse-42!'),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Correct-Horse-42!')).toBe(true);
    expect(await verifyPassword(first, 'correct-horse-42!')).toBe(false);
  });

  it('treats a corrupt hash as a mismatch, and the dummy check is always false', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('hearth-dummy-password-never-matches')).toBe(false);
  });
});
