import { describe, expect, it } from 'vitest';
import { findUuidInPath, isUuid, zUuid } from './uuid.ts';

const ID = '3f2b8c1e-9a4d-4e7b-8c21-5d6e7f809a1b';

describe('VAL-049 isUuid', () => {
  it.each<[unknown, boolean]>([
    [ID, true],
    [ID.toUpperCase(), true],
    ['00000000-0000-0000-0000-000000000000', true],
    [`${ID}0`, false],
    [ID.slice(1), false],
    [ID.replaceAll('-', ''), false],
    ['3f2b8c1e-9a4d-4e7b-8c21_5d6e7f809a1b', false],
    ['gf2b8c1e-9a4d-4e7b-8c21-5d6e7f809a1b', false],
    [` ${ID}`, false],
    ['', false],
    [123, false],
    [undefined, false],
  ])('isUuid(%s) = %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
    expect(zUuid.safeParse(value).success).toBe(expected);
  });
});

describe('APP-001 findUuidInPath', () => {
  it.each<[string, string | undefined]>([
    [`/account/heloc/${ID}/product/select`, ID],
    [`/account/heloc/${ID}`, ID],
    [`/account/heloc/${ID}/`, ID],
    [`/${ID.toUpperCase()}/bank/disburse`, ID.toUpperCase()],
    [`/account/heloc/${ID}x/product`, undefined],
    [`/account/heloc/x${ID}/product`, undefined],
    ['/account/heloc/register-v2/home-address', undefined],
    [`/a/${ID}/b/00000000-0000-0000-0000-000000000000`, ID],
  ])('%s → %s', (path, expected) => {
    expect(findUuidInPath(path)).toBe(expected);
  });
});
