import { describe, expect, it } from 'vitest';
import { collectMessages } from '../validation/test-helpers.ts';
import {
  findSsnProblem,
  formatSsnInput,
  isIssuableSsn,
  PROFILE_INFO_MESSAGES as M,
  maskSsn,
  normalizeSsn,
  zProfileInfoBody,
} from './profile-info.ts';

const VALID = { ownershipType: 'SOLE', ssn: '123-45-6789', hardCreditConsent: true };

describe('PRG-037 SSN rules (profile info: ownership, SSN, hard-credit consent)', () => {
  it.each<[string, string, string | undefined]>([
    ['empty', '', M.ssnRequired],
    ['blank', '   ', M.ssnRequired],
    ['dashed', '123-45-6789', undefined],
    ['digits only', '123456789', undefined],
    ['8 digits', '12345678', M.ssnFormat],
    ['10 digits', '1234567890', M.ssnFormat],
    ['letters', '12a-45-6789', M.ssnFormat],
    ['misplaced dashes', '12-345-6789', M.ssnFormat],
    ['area 000', '000-12-3456', M.ssnInvalid],
    ['area 666', '666-12-3456', M.ssnInvalid],
    ['area 900', '900-12-3456', M.ssnInvalid],
    ['area 999', '999-12-3456', M.ssnInvalid],
    ['area 899', '899-12-3456', undefined],
    ['group 00', '123-00-4567', M.ssnInvalid],
    ['serial 0000', '123-45-0000', M.ssnInvalid],
  ])('%s', (_case, ssn, problem) => {
    expect(findSsnProblem(ssn)).toBe(problem);
  });

  it('normalises, formats while typing and masks to the last four', () => {
    expect(normalizeSsn('123-45-6789')).toBe('123456789');
    expect(formatSsnInput('1234')).toBe('123-4');
    expect(formatSsnInput('123456789999')).toBe('123-45-6789');
    expect(formatSsnInput('12')).toBe('12');
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(isIssuableSsn('123456789')).toBe(true);
  });
});

describe('PRG-037 zProfileInfoBody', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['sole owner', VALID, {}],
    ['joint owners', { ...VALID, ownershipType: 'JOINT' }, {}],
    ['a trust with its name', { ...VALID, ownershipType: 'TRUST', trustName: 'Doe Family Trust' }, {}],
    ['a trust without a name', { ...VALID, ownershipType: 'TRUST' }, { trustName: M.trustNameRequired }],
    [
      'a trust with a blank name',
      { ...VALID, ownershipType: 'TRUST', trustName: '  ' },
      { trustName: M.trustNameRequired },
    ],
    [
      'a trust name for a sole owner',
      { ...VALID, trustName: 'Doe Trust' },
      { trustName: M.trustNameOnlyForTrust },
    ],
    [
      'markup in the trust name',
      { ...VALID, ownershipType: 'TRUST', trustName: '<b>Trust' },
      { trustName: M.trustNameCharacters },
    ],
    ['no ownership', { ssn: VALID.ssn, hardCreditConsent: true }, { ownershipType: M.ownershipRequired }],
    ['unknown ownership', { ...VALID, ownershipType: 'RENTER' }, { ownershipType: M.ownershipRequired }],
    ['no consent', { ...VALID, hardCreditConsent: false }, { hardCreditConsent: M.hardCreditConsent }],
    [
      'consent as a string',
      { ...VALID, hardCreditConsent: 'true' },
      { hardCreditConsent: M.hardCreditConsent },
    ],
    ['a malformed SSN', { ...VALID, ssn: '123-45-678' }, { ssn: M.ssnFormat }],
  ])('%s', (_case, body, expected) => {
    const result = zProfileInfoBody.safeParse(body);
    const byField = Object.fromEntries(
      (result.success ? [] : result.error.issues).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual(expected);
  });

  it('shows every field message at once (the trust name with a missing SSN)', () => {
    expect(
      collectMessages(zProfileInfoBody, { ownershipType: 'TRUST', ssn: '', hardCreditConsent: false }),
    ).toEqual([M.ssnRequired, M.hardCreditConsent, M.trustNameRequired]);
  });

  it('refuses fields it does not know', () => {
    expect(zProfileInfoBody.safeParse({ ...VALID, dob: '1980-01-01' }).success).toBe(false);
  });
});
