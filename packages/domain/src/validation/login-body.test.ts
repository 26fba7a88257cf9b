import { describe, expect, it } from 'vitest';
import { zLoginBody } from './login-body.ts';
import { collectMessages } from './test-helpers.ts';

describe('API-047 zLoginBody', () => {
  it('accepts any non-empty password and lower-cases the email', () => {
    expect(zLoginBody.parse({ email: ' Me@Example.com', password: 'x' })).toEqual({
      email: 'me@example.com',
      password: 'x',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['empty fields', { email: '', password: '' }, ['Please enter your email', 'Required']],
    ['bad email', { email: 'me', password: 'x' }, ['Please enter a valid email address']],
  ])('%s', (_case, body, messages) => {
    expect(collectMessages(zLoginBody, body)).toEqual(messages);
  });

  it('rejects an extra key', () => {
    expect(
      zLoginBody.safeParse({ email: 'me@example.com', password: 'x', phoneNumber: '2125550123' }).success,
    ).toBe(false);
  });
});
