import { describe, expect, it } from 'vitest';
import { zRegisterConsents, zRegulatoryConsents } from './consents.ts';

const given = { termPrivacyConsent: true, communicationConsent: true };

describe('VAL-028/029 zRegisterConsents', () => {
  it.each<[string, unknown, [string, string][]]>([
    ['both required given', given, []],
    ['with SMS consents', { ...given, smsMarketingConsent: true, smsTransactionalConsent: false }, []],
    ['terms missing', { communicationConsent: true }, [['termPrivacyConsent', 'Required']]],
    [
      'communications false',
      { ...given, communicationConsent: false },
      [['communicationConsent', 'Required']],
    ],
    [
      'nothing given',
      {},
      [
        ['termPrivacyConsent', 'Required'],
        ['communicationConsent', 'Required'],
      ],
    ],
    [
      'truthy string is not consent',
      { ...given, termPrivacyConsent: 'true' },
      [['termPrivacyConsent', 'Required']],
    ],
  ])('%s', (_case, input, expected) => {
    const result = zRegisterConsents.safeParse(input);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(expected);
  });

  it('SMS consents default to false', () => {
    expect(zRegisterConsents.parse(given)).toEqual({
      ...given,
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    });
  });
});

describe('zRegulatoryConsents (DESIGN.md: E-SIGN and FCRA soft pull)', () => {
  it.each([
    [{ eSignConsent: true, softCreditConsent: true }, []],
    [{ eSignConsent: false, softCreditConsent: true }, ['eSignConsent']],
    [{ eSignConsent: true, softCreditConsent: false }, ['softCreditConsent']],
    [{}, ['eSignConsent', 'softCreditConsent']],
  ])('%j fails on %j with Required', (input, failing) => {
    const result = zRegulatoryConsents.safeParse(input);
    const paths = result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
    expect(paths).toEqual(failing);
    if (!result.success) {
      expect(result.error.issues.every((issue) => issue.message === 'Required')).toBe(true);
    }
  });
});
