import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  SOFT_CREDIT_MESSAGES as M,
  zCreditUnfrozenBody,
  zFreezePinForm,
  zSoftCreditSsnBody,
  zSsnForm,
} from './soft-credit.ts';

describe('PRG-057 POST P/soft-credit/ssn body', () => {
  it.each<[unknown, string[]]>([
    ['123-45-6789', []],
    ['123456789', []],
    ['123-45-0000', []],
    ['', [M.ssnRequired]],
    ['12345', [M.ssnFormat]],
    ['123-45-67890', [M.ssnFormat]],
    ['12a-45-6789', [M.ssnFormat]],
    ['000-12-3456', [M.ssnInvalid]],
    ['666-12-3456', [M.ssnInvalid]],
    ['912-12-3456', [M.ssnInvalid]],
    ['123-00-3456', [M.ssnInvalid]],
    [123456789, [M.ssnRequired]],
  ])('%j → %j', (ssn, messages) => {
    expect(collectMessages(zSoftCreditSsnBody, { ssn })).toEqual(messages);
  });

  it('sends the 9 digits, never the dashes, and refuses other fields', () => {
    expect(zSoftCreditSsnBody.parse({ ssn: '123-45-6789' })).toEqual({ ssn: '123456789' });
    expect(zSoftCreditSsnBody.safeParse({ ssn: '123456789', dob: '1980-01-01' }).success).toBe(false);
  });
});

describe('credit/social form: the SSN typed twice', () => {
  it.each<[string, string, string[]]>([
    ['123-45-6789', '123456789', []],
    ['123-45-6789', '123-45-6780', [M.ssnMismatch]],
    ['12345', '12345', [M.ssnFormat]],
  ])('%s / %s → %j', (ssn, confirmSsn, messages) => {
    expect(collectMessages(zSsnForm, { ssn, confirmSsn })).toEqual(messages);
  });
});

describe('PRG-059 POST P/soft-credit/unfrozen body', () => {
  it.each<[unknown, string[]]>([
    [{}, []],
    [{ pin: '123456' }, []],
    [{ pin: ' 1234567890 ' }, []],
    [{ pin: '' }, [M.pinRequired]],
    [{ pin: '123' }, [M.pinFormat]],
    [{ pin: '12ab56' }, [M.pinFormat]],
    [{ pin: '1234567890123' }, [M.pinFormat]],
  ])('%j → %j', (body, messages) => {
    expect(collectMessages(zCreditUnfrozenBody, body)).toEqual(messages);
  });

  it('the PIN form needs a PIN', () => {
    expect(collectMessages(zFreezePinForm, { pin: '' })).toEqual([M.pinRequired]);
  });
});
