import type { OrgConfig } from '@hearth/domain/org/org-config';
import { describe, expect, it } from 'vitest';
import { bluewaterCu } from './bluewater-cu.ts';
import { hearth } from './hearth.ts';
import { hearthNy } from './hearth-variants.ts';
import { silverpine } from './silverpine.ts';
import { validateRegistry } from './validate-registry.ts';

type Change = (org: OrgConfig) => OrgConfig;
const withInfo =
  (changes: Partial<OrgConfig['companyInfo']>): Change =>
  (org) => ({
    ...org,
    companyInfo: { ...org.companyInfo, ...changes },
  });
const withProduct =
  (changes: Partial<OrgConfig['product']>): Change =>
  (org) => ({
    ...org,
    product: { ...org.product, ...changes },
  });

describe('validateRegistry', () => {
  it('accepts the named orgs (ORG-004…008)', () => {
    expect(validateRegistry([hearth, hearthNy, silverpine, bluewaterCu])).toHaveLength(4);
  });

  it.each<[string, Change, RegExp]>([
    ['a bad email', withInfo({ supportEmail: 'nope' }), /"silverpine": companyInfo\.supportEmail: /],
    [
      'a bad phone',
      withInfo({ supportPhoneNumber: { number: '5551234' } }),
      /"silverpine": companyInfo\.supportPhoneNumber\.number/,
    ],
    [
      'a bad colour',
      withInfo({ theme: { ...silverpine.companyInfo.theme, primary: 'red' } }),
      /companyInfo\.theme\.primary/,
    ],
    [
      'an unknown state',
      withProduct({ licensedStates: ['ZZ'] }),
      /"silverpine": product\.licensedStates: unknown state "ZZ"/,
    ],
    [
      'New York outside the NY variant',
      withProduct({ licensedStates: ['NY', 'AZ'] }),
      /only the New York variant/,
    ],
    ['age 62 without the restriction', withProduct({ minimumAge: 18 }), /"silverpine": product\.minimumAge/],
    ['a loan officer on retail', withProduct({ requiresLoanOfficer: true }), /product\.requiresLoanOfficer/],
    ['an unknown discount', withProduct({ discountTypes: ['BOGUS'] }), /product\.discountTypes: "BOGUS"/],
    ['an APR over 17.20%', (org) => ({ ...org, pricing: { ...org.pricing, maxApr: 18 } }), /pricing\.maxApr/],
  ])('rejects %s, naming the org and field', (_label, change, message) => {
    expect(() => validateRegistry([hearth, change(silverpine)])).toThrow(message);
  });

  it('rejects an unordered week of hours', () => {
    const hours = [...silverpine.companyInfo.supportHours].reverse();
    expect(() => validateRegistry([withInfo({ supportHours: hours })(silverpine)])).toThrow(
      /"silverpine": companyInfo\.supportHours/,
    );
  });

  it('rejects a duplicate code and names both orgs', () => {
    const copy = { ...withInfo({ nmlsNumber: '99999' })(silverpine), hosts: ['other.hearth.test'] };
    expect(() => validateRegistry([silverpine, copy])).toThrow(
      /companyInfo\.orgCode: "silverpine" is also used by "silverpine"/,
    );
  });

  it('rejects a host used by two orgs', () => {
    const clash = { ...silverpine, hosts: ['hearth.test'] };
    expect(() => validateRegistry([hearth, clash])).toThrow(
      /"silverpine": hosts: "hearth.test" is also used by "hearth"/,
    );
  });

  it('names an org by position when it has no code', () => {
    expect(() => validateRegistry([hearth, { companyInfo: {} }])).toThrow(/"#1": /);
  });
});
