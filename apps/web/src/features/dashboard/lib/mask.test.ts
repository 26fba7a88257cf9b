import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

describe('maskEmail', () => {
  it.each([
    ['pat.jones@example.com', 'p*******s@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['a@example.com', 'a*@example.com'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('keeps the domain and the first character, and hides the rest of a long local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf('@');
        const local = email.slice(0, at);
        const masked = maskEmail(email);
        expect(masked.endsWith(email.slice(at))).toBe(true);
        expect(masked.charAt(0)).toBe(local.charAt(0));
        expect(masked.slice(1, Math.max(local.length - 1, 2))).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('maskPhone', () => {
  it.each([
    ['(555) 201-8844', '(***) ***-8844'],
    ['5552018844', '(***) ***-8844'],
    ['12', '****'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
