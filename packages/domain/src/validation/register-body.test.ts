import { describe, expect, it } from 'vitest';
import { zRegisterBody } from './register-body.ts';
import { collectMessages } from './test-helpers.ts';

const valid = { email: 'Borrower@Example.com', password: 'Correct#Horse9', phoneNumber: '(212) 555-0123' };

describe('API-048 zRegisterBody', () => {
  it('normalises a valid body', () => {
    expect(zRegisterBody.parse(valid)).toEqual({
      email: 'borrower@example.com',
      password: 'Correct#Horse9',
      phoneNumber: '2125550123',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['missing email', { ...valid, email: undefined }, ['Please enter your email']],
    [
      'weak password',
      { ...valid, password: 'Correct#Horse' },
      ['Password is not strong enough', 'Must contain at least one number'],
    ],
    ['phone with country code', { ...valid, phoneNumber: '12125550123' }, ['Country code 1 is not needed']],
    ['a US phone in E.164', { ...valid, phoneNumber: '+12125550123' }, ['Country code 1 is not needed']],
    ['an invalid E.164 phone', { ...valid, phoneNumber: '+4474001' }, ['Please enter a valid phone number']],
    ['empty body', {}, ['Please enter your email', 'Required', 'Please enter your mobile phone']],
  ])('%s', (_case, body, messages) => {
    expect(collectMessages(zRegisterBody, body)).toEqual(messages);
  });

  it("KIT-013: takes another country's mobile number in E.164", () => {
    expect(zRegisterBody.parse({ ...valid, phoneNumber: '+447400123456' }).phoneNumber).toBe('+447400123456');
  });

  it('rejects an extra key', () => {
    const result = zRegisterBody.safeParse({ ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it.each([null, 'text', []])('rejects a non-object body %j', (body) => {
    expect(zRegisterBody.safeParse(body).success).toBe(false);
  });
});
