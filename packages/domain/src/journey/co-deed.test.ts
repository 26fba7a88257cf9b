import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../validation/email.ts';
import { FIRST_NAME_REQUIRED_MESSAGE, NAME_CHARACTERS_MESSAGE } from '../validation/name.ts';
import { collectMessages } from '../validation/test-helpers.ts';
import { zCoDeederBody } from './co-deed.ts';

const invite = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

describe('APP-015 zCoDeederBody', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['another owner', {}, []],
    ['no first name', { firstName: '' }, [FIRST_NAME_REQUIRED_MESSAGE]],
    ['digits in the last name', { lastName: 'Hopper2' }, [NAME_CHARACTERS_MESSAGE]],
    ['a bad email', { email: 'grace@' }, [EMAIL_INVALID_MESSAGE]],
    ['an extra field', { role: 'PRIMARY' }, ['Unrecognized key: "role"']],
  ])('%s', (_case, overrides, messages) => {
    expect(collectMessages(zCoDeederBody, { ...invite, ...overrides })).toEqual(messages);
  });

  it('trims the names and lower-cases the email', () => {
    expect(
      zCoDeederBody.parse({ firstName: ' Grace ', lastName: 'Hopper', email: 'Grace@Example.com' }),
    ).toEqual(invite);
  });
});
