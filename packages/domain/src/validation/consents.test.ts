import { describe, expect, it } from 'vitest';
import { zRegisterConsents } from './consents.ts';

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
