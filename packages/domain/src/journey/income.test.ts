import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  INCOME_MESSAGES,
  zAccountChoice,
  zBankLogin,
  zIncomeDocumentFields,
  zIncomeLinkAccountsBody,
  zIncomeLinkBody,
  zIncomeLoginBody,
  zInstitutionQuery,
} from './income.ts';

const link = {
  institutionId: 'ins_sandbox_first',
  username: 'user_good',
  password: 'pass_good',
  accountIds: ['ins_sandbox_first-checking'],
};

describe('APP-009 zIncomeLinkBody', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a bank link with an account', {}, []],
    ['a payroll link shares no account', { kind: 'PAYROLL', accountIds: [] }, []],
    ['a bank link without accounts', { accountIds: [] }, [INCOME_MESSAGES.accounts]],
    ['no institution', { institutionId: ' ' }, [INCOME_MESSAGES.institution]],
    ['no username', { username: '' }, [INCOME_MESSAGES.username]],
    ['no password', { password: '' }, [INCOME_MESSAGES.password]],
    ['an unknown kind', { kind: 'CRYPTO' }, ['Invalid option: expected one of "BANK"|"PAYROLL"']],
    ['an extra field', { ssn: '123456789' }, ['Unrecognized key: "ssn"']],
  ])('%s', (_case, overrides, messages) => {
    expect(collectMessages(zIncomeLinkBody, { ...link, ...overrides })).toEqual(messages);
  });

  it('the dialog steps use the same rules', () => {
    expect(collectMessages(zBankLogin, { username: ' ', password: '' })).toEqual([
      INCOME_MESSAGES.username,
      INCOME_MESSAGES.password,
    ]);
    expect(collectMessages(zAccountChoice, { accountIds: [] })).toEqual([INCOME_MESSAGES.accounts]);
  });

  it('the dialog logs in without accounts, then shares them by the log-in’s link', () => {
    const { accountIds: _accountIds, ...login } = link;
    expect(collectMessages(zIncomeLoginBody, login)).toEqual([]);
    expect(collectMessages(zIncomeLoginBody, link)).toEqual(['Unrecognized key: "accountIds"']);
    expect(collectMessages(zIncomeLinkAccountsBody, { linkId: 'LNK-BANK-1', accountIds: ['a'] })).toEqual([]);
    expect(collectMessages(zIncomeLinkAccountsBody, { linkId: ' ', accountIds: [] })).toEqual([
      INCOME_MESSAGES.linkId,
    ]);
  });
});

describe('APP-009 zInstitutionQuery', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ query: '  evergreen ' }, []],
    [{ query: 'x'.repeat(100) }, []],
    [{ query: `${'x'.repeat(100)}  ` }, []],
    [{ query: 'x'.repeat(101) }, [INCOME_MESSAGES.institutionQuery]],
    [{ query: ['a', 'b'] }, [INCOME_MESSAGES.institutionQuery]],
  ])('%o', (query, messages) => {
    expect(collectMessages(zInstitutionQuery, query)).toEqual(messages);
  });

  it('is trimmed, and empty when absent', () => {
    expect(zInstitutionQuery.parse({ query: '  evergreen ' }).query).toBe('evergreen');
    expect(zInstitutionQuery.parse({}).query).toBe('');
  });
});

describe('APP-009, PRG-095 zIncomeDocumentFields', () => {
  it.each<[unknown, string[]]>([
    ['USER_UPLOADED_PAYSTUB', []],
    ['W2', []],
    ['SUPPORT', []],
    ['PASSPORT_FRONT', [INCOME_MESSAGES.documentType]],
    [undefined, [INCOME_MESSAGES.documentType]],
  ])('type %s', (type, messages) => {
    expect(collectMessages(zIncomeDocumentFields, { type })).toEqual(messages);
  });
});
