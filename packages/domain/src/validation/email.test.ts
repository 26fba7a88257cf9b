import { describe, expect, it } from 'vitest';
import { zEmail } from './email.ts';
import { collectMessages } from './test-helpers.ts';

describe('VAL-008/009 zEmail', () => {
  it.each<[string, unknown, string[]]>([
    ['empty', '', ['Please enter your email']],
    ['blank', '   ', ['Please enter your email']],
    ['missing', undefined, ['Please enter your email']],
    ['not a string', 42, ['Please enter your email']],
    ['no at sign', 'borrower.example.com', ['Please enter a valid email address']],
    ['no domain', 'borrower@', ['Please enter a valid email address']],
    ['no top-level domain', 'borrower@example', ['Please enter a valid email address']],
    ['space inside', 'bor rower@example.com', ['Please enter a valid email address']],
    ['too long', `${'a'.repeat(250)}@example.com`, ['Please enter a valid email address']],
    ['valid', 'borrower@example.com', []],
    ['valid with plus', 'first.last+heloc@mail.example.co', []],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zEmail, input)).toEqual(messages);
  });

  it('trims and lower-cases a valid address', () => {
    expect(zEmail.parse('  Borrower@Example.COM ')).toBe('borrower@example.com');
  });
});
