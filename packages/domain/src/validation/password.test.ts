import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listUnmetPasswordRules,
  PASSWORD_RULES,
  zNewPassword,
  zNewPasswordWithConfirm,
  zPassword,
} from './password.ts';
import { collectMessages } from './test-helpers.ts';

const NOT_STRONG = 'Password is not strong enough';
const LENGTH = 'Must be at least 12 characters long';
const UPPER = 'Must contain at least one uppercase letter';
const LOWER = 'Must contain at least one lowercase letter';
const NUMBER = 'Must contain at least one number';
const SPECIAL = 'Must contain at least one special character (!@#$%^&*)';

describe('VAL-018…023 zNewPassword', () => {
  it.each<[string, unknown, string[]]>([
    ['empty → Required only', '', ['Required']],
    ['missing → Required', undefined, ['Required']],
    ['strong', 'Correct#Horse9', []],
    ['each special character counts: !', 'Abcdefghijk1!', []],
    ['each special character counts: &', 'Abcdefghijk1&', []],
    ['11 characters', 'Abcdefgh1!x', [NOT_STRONG, LENGTH]],
    ['no uppercase', 'correct#horse9', [NOT_STRONG, UPPER]],
    ['no lowercase', 'CORRECT#HORSE9', [NOT_STRONG, LOWER]],
    ['no number', 'Correct#Horse', [NOT_STRONG, NUMBER]],
    ['no special', 'CorrectHorse9', [NOT_STRONG, SPECIAL]],
    ['special outside the list', 'Correct_Horse9', [NOT_STRONG, SPECIAL]],
    ['everything unmet', 'a', [NOT_STRONG, LENGTH, UPPER, NUMBER, SPECIAL]],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zNewPassword, input)).toEqual(messages);
  });

  it.each([zNewPassword, zPassword])(
    'refuses 5,000 characters with the max-length message alone',
    (schema) => {
      expect(collectMessages(schema, `Aa1!${'a'.repeat(4996)}`)).toEqual([
        'Must be at most 128 characters long',
      ]);
    },
  );

  it('keeps the password as typed', () => {
    expect(zNewPassword.parse('  Correct#Horse9 ')).toBe('  Correct#Horse9 ');
  });
});

describe('KIT-015 listUnmetPasswordRules', () => {
  it.each([
    ['', 5],
    ['a', 4],
    ['Aa1!', 1],
    ['Correct#Horse9', 0],
  ])('%s has %i unmet rules', (password, count) => {
    expect(listUnmetPasswordRules(password)).toHaveLength(count);
  });

  it('agrees with the schema: a password parses exactly when no rule is unmet', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (password) => {
        expect(zNewPassword.safeParse(password).success).toBe(listUnmetPasswordRules(password).length === 0);
      }),
    );
  });

  it('lists the five rules in meter order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([LENGTH, UPPER, LOWER, NUMBER, SPECIAL]);
  });
});

describe('zPassword (login)', () => {
  it.each<[unknown, string[]]>([
    ['', ['Required']],
    [undefined, ['Required']],
    ['weak', []],
  ])('%s → %j', (input, messages) => {
    expect(collectMessages(zPassword, input)).toEqual(messages);
  });
});

describe("VAL-019 Passwords don't match", () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'empty password: Required, no mismatch yet',
      { password: '', confirmPassword: 'x' },
      [['password', 'Required']],
    ],
    ['missing password: Required, no mismatch yet', { confirmPassword: 'x' }, [['password', 'Required']]],
    ['matching strong', { password: 'Correct#Horse9', confirmPassword: 'Correct#Horse9' }, []],
    [
      'mismatch',
      { password: 'Correct#Horse9', confirmPassword: 'Correct#Horse8' },
      [['confirmPassword', "Passwords don't match"]],
    ],
    [
      'mismatch on a weak password reports both',
      { password: 'weak', confirmPassword: 'other' },
      [
        ['password', NOT_STRONG],
        ['password', LENGTH],
        ['password', UPPER],
        ['password', NUMBER],
        ['password', SPECIAL],
        ['confirmPassword', "Passwords don't match"],
      ],
    ],
  ])('%s', (_case, input, expected) => {
    const result = zNewPasswordWithConfirm.safeParse(input);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(expected);
  });
});
