import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  BANK_MESSAGES,
  isValidRoutingNumber,
  zAutopayBody,
  zAutopayForm,
  zDisbursementBody,
  zManualAccountForm,
} from './bank-accounts.ts';

const manual = { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'CHECKING' };

// APP-004: the ABA check digit of a routing number.
describe('isValidRoutingNumber', () => {
  it.each([
    ['021000021', true],
    ['011000015', true],
    ['121000358', true],
    ['021000022', false],
    ['012000021', false],
    ['02100002', false],
    ['0210000211', false],
    ['02100002a', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidRoutingNumber(value)).toBe(expected);
  });
});

describe('APP-004 zDisbursementBody', () => {
  it.each<[string, unknown, string[]]>([
    ['a linked account', { source: 'LINKED', accountId: 'ins_sandbox_first-checking' }, []],
    ['a manual account', { source: 'MANUAL', ...manual }, []],
    ['no account chosen', { source: 'LINKED', accountId: '' }, [BANK_MESSAGES.accountChoice]],
    ['no source', { accountId: 'x' }, [BANK_MESSAGES.accountChoice]],
    [
      'a bad check digit',
      { source: 'MANUAL', ...manual, routingNumber: '021000022' },
      [BANK_MESSAGES.routingChecksum],
    ],
    [
      'an 8-digit routing number',
      { source: 'MANUAL', ...manual, routingNumber: '02100002' },
      [BANK_MESSAGES.routingFormat],
    ],
    [
      'no routing number',
      { source: 'MANUAL', ...manual, routingNumber: '' },
      [BANK_MESSAGES.routingRequired],
    ],
    [
      'a 3-digit account number',
      { source: 'MANUAL', ...manual, accountNumber: '123' },
      [BANK_MESSAGES.accountFormat],
    ],
    [
      'an 18-digit account number',
      { source: 'MANUAL', ...manual, accountNumber: '1'.repeat(18) },
      [BANK_MESSAGES.accountFormat],
    ],
    [
      'letters in the account number',
      { source: 'MANUAL', ...manual, accountNumber: '12ab5678' },
      [BANK_MESSAGES.accountFormat],
    ],
    [
      'an unknown account type',
      { source: 'MANUAL', ...manual, accountType: 'BROKERAGE' },
      [BANK_MESSAGES.accountType],
    ],
    [
      'an extra field',
      { source: 'LINKED', accountId: 'x', accountNumber: '1234' },
      ['Unrecognized key: "accountNumber"'],
    ],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zDisbursementBody, input)).toEqual(messages);
  });
});

describe('APP-004 zAutopayBody', () => {
  it.each<[string, unknown, string[]]>([
    [
      'autopay from the disbursement account',
      { payType: 'AUTOPAY', sameAsDisbursement: true, authorized: true },
      [],
    ],
    ['autopay from another account', { payType: 'AUTOPAY', account: manual, authorized: true }, []],
    ['manual payments', { payType: 'MANUAL' }, []],
    [
      'autopay without the authorization',
      { payType: 'AUTOPAY', sameAsDisbursement: true, authorized: false },
      [BANK_MESSAGES.authorize],
    ],
    ['autopay with no account', { payType: 'AUTOPAY', authorized: true }, [BANK_MESSAGES.autopayAccount]],
    [
      'autopay with both accounts',
      { payType: 'AUTOPAY', sameAsDisbursement: true, account: manual, authorized: true },
      [BANK_MESSAGES.autopayAccount],
    ],
    [
      'another account with a bad routing number',
      { payType: 'AUTOPAY', account: { ...manual, routingNumber: '123456789' }, authorized: true },
      [BANK_MESSAGES.routingChecksum],
    ],
    ['an unknown way to pay', { payType: 'CHECK' }, [BANK_MESSAGES.payType]],
  ])('%s', (_case, input, messages) => {
    expect(collectMessages(zAutopayBody, input)).toEqual(messages);
  });
});

describe('the bank forms', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['matching numbers', {}, []],
    ['a mistyped confirmation', { confirmAccountNumber: '000123456788' }, [BANK_MESSAGES.accountMismatch]],
    ['no account type', { accountType: '' }, [BANK_MESSAGES.accountType]],
  ])('manual account form: %s', (_case, overrides, messages) => {
    const values = { ...manual, confirmAccountNumber: manual.accountNumber, ...overrides };
    expect(collectMessages(zManualAccountForm, values)).toEqual(messages);
  });

  const autopay = {
    payType: 'AUTOPAY',
    accountChoice: 'OTHER',
    ...manual,
    confirmAccountNumber: manual.accountNumber,
    authorized: true,
  };
  it.each<[string, Record<string, unknown>, string[]]>([
    ['another account, authorized', {}, []],
    ['not authorized', { authorized: false }, [BANK_MESSAGES.authorize]],
    ['the same account skips the account fields', { accountChoice: 'SAME', routingNumber: '' }, []],
    ['manual pay skips everything', { payType: 'MANUAL', authorized: false, routingNumber: '' }, []],
    ['a bad routing number', { routingNumber: '021000022' }, [BANK_MESSAGES.routingChecksum]],
    ['a mistyped confirmation', { confirmAccountNumber: '1' }, [BANK_MESSAGES.accountMismatch]],
  ])('autopay form: %s', (_case, overrides, messages) => {
    expect(collectMessages(zAutopayForm, { ...autopay, ...overrides })).toEqual(messages);
  });
});
