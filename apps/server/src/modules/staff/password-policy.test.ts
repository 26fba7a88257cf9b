import { STAFF_PASSWORD_COMMON, zStaffNewPassword } from '@hearth/domain/ops/staff-bodies';
import { describe, expect, it } from 'vitest';
import { assertStaffPasswordAllowed, isCommonPassword } from './password-policy.ts';

describe('staff passwords (NIST 800-63B)', () => {
  it.each(['qwertyuiop123', 'PASSWORD12345678', 'iloveyou2024', 'baseball1234567'])(
    'refuses the common %s, whatever its case or the digits after it',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(() => assertStaffPasswordAllowed(password, 'jane@lender.test')).toThrow(STAFF_PASSWORD_COMMON);
    },
  );

  it('refuses a password built on the e-mail or the product name', () => {
    expect(() => assertStaffPasswordAllowed('janedoe-at-work-2030', 'janedoe@lender.test')).toThrow();
    expect(() => assertStaffPasswordAllowed('my hearth console', 'jane@lender.test')).toThrow();
  });

  it('takes a long passphrase with no composition rules at all', () => {
    expect(() =>
      assertStaffPasswordAllowed('correct horse battery staple', 'jane@lender.test'),
    ).not.toThrow();
    expect(zStaffNewPassword.safeParse('all lower case words').success).toBe(true);
  });

  it('wants 12 characters at least and takes up to 128', () => {
    expect(zStaffNewPassword.safeParse('eleven char').error?.issues[0]?.message).toBe(
      'Use at least 12 characters',
    );
    expect(zStaffNewPassword.safeParse('x'.repeat(128)).success).toBe(true);
    expect(zStaffNewPassword.safeParse('x'.repeat(129)).success).toBe(false);
  });
});
