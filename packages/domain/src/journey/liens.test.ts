import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import { LIEN_MESSAGES as M, zLiensAttestBody, zLiensConfirmBody, zLiensDisputeBody } from './liens.ts';

describe('PRG-082 POST P/liens/dispute body', () => {
  it.each<[unknown, string[]]>([
    ['The second mortgage was paid off in 2021', []],
    ['', [M.reasonRequired]],
    ['   ', [M.reasonRequired]],
    ['paid off', [M.reasonTooShort]],
    ['x'.repeat(1001), [M.reasonTooLong]],
    [undefined, [M.reasonRequired]],
  ])('%j → %j', (reason, messages) => {
    expect(collectMessages(zLiensDisputeBody, { reason })).toEqual(messages);
  });
});

describe('PRG-097 POST P/liens/attest and P/liens/confirm bodies', () => {
  it.each<[unknown, string[]]>([
    [{ attested: true }, []],
    [{ attested: false }, [M.attestRequired]],
    [{}, [M.attestRequired]],
  ])('attest %j → %j', (body, messages) => {
    expect(collectMessages(zLiensAttestBody, body)).toEqual(messages);
  });

  it('confirm takes an empty body only', () => {
    expect(zLiensConfirmBody.safeParse({}).success).toBe(true);
    expect(zLiensConfirmBody.safeParse({ reason: 'x' }).success).toBe(false);
  });
});
