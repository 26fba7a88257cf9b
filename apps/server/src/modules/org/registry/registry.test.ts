import { chatSurveyBase, chatSurveyHref } from '@hearth/domain/chat/chat-survey';
import { US_STATES } from '@hearth/domain/org/us-states';
import { describe, expect, it } from 'vitest';
import { findOrg, findOrgByHost, getDefaultOrg, ORG_REGISTRY } from './index.ts';

const org = (code: string) => {
  const found = findOrg(code);
  if (!found) {
    throw new Error(`missing ${code}`);
  }
  return found;
};
const codes = ORG_REGISTRY.map((o) => o.companyInfo.orgCode);

describe('org registry', () => {
  it('holds at least 50 lenders with unique codes, NMLS numbers, phones and emails (ORG-001)', () => {
    expect(ORG_REGISTRY.length).toBeGreaterThanOrEqual(50);
    for (const pick of [
      (o: (typeof ORG_REGISTRY)[number]) => o.companyInfo.orgCode,
      (o: (typeof ORG_REGISTRY)[number]) => o.companyInfo.nmlsNumber,
      (o: (typeof ORG_REGISTRY)[number]) => o.companyInfo.supportPhoneNumber.number,
      (o: (typeof ORG_REGISTRY)[number]) => o.companyInfo.supportEmail,
      (o: (typeof ORG_REGISTRY)[number]) => o.companyInfo.companyName,
    ]) {
      const values = ORG_REGISTRY.map(pick);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('never prints "Inc.." or "N.A.." where a name ending in a period closes a disclosure sentence', () => {
    const disclosures = ORG_REGISTRY.flatMap((o) => o.companyInfo.disclosures);
    expect(disclosures.some((text) => text.includes('N.A.'))).toBe(true);
    expect(disclosures.filter((text) => /[^.]\.\.(?!\.)/.test(text))).toEqual([]);
  });

  it('contains the six named codes (ORG-001, ORG-010)', () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        'hearth',
        'hearth-ny',
        'hearth-wholesale',
        'hearth-crypto',
        'silverpine',
        'bluewater-cu',
      ]),
    );
    expect(getDefaultOrg().companyInfo.orgCode).toBe('hearth');
  });

  it('gives the flagship the 888 fallback phone and every other lender a 555 number', () => {
    expect(org('hearth').companyInfo.supportPhoneNumber.number).toBe('888-819-6388');
    const others = ORG_REGISTRY.filter((o) => o.companyInfo.orgCode !== 'hearth');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.companyInfo.supportPhoneNumber.number, other.companyInfo.orgCode).toMatch(
        /^555-\d{3}-\d{4}$/,
      );
    }
  });

  it('uses fictional .example support addresses and home pages', () => {
    for (const { companyInfo } of ORG_REGISTRY) {
      expect(companyInfo.supportEmail).toMatch(/@[a-z0-9-]+\.example$/);
      expect(new URL(companyInfo.companyHomeUrl).hostname).toMatch(/\.example$/);
    }
  });

  it('serves fewer than 50 states on the flagship, so "more states to come" applies (ORG-033)', () => {
    const states = org('hearth').product.licensedStates.filter((code) => code !== 'DC');
    expect(states.length).toBeLessThan(50);
    expect(states).not.toContain('NY');
  });

  it('licenses New York on the New York variant only (ORG-032)', () => {
    expect(org('hearth-ny').product).toMatchObject({ isNewYork: true, licensedStates: ['NY'] });
    const others = ORG_REGISTRY.filter((o) => o.companyInfo.orgCode !== 'hearth-ny');
    expect(others.filter((o) => o.product.isNewYork || o.product.licensedStates.includes('NY'))).toEqual([]);
  });

  it('marks the wholesale, crypto and age-restricted variants', () => {
    expect(org('hearth-wholesale').product).toMatchObject({
      channel: 'WHOLESALE',
      requiresLoanOfficer: true,
    });
    expect(org('hearth-crypto').product.isCrypto).toBe(true);
    expect(org('silverpine').companyInfo.ageRestrictedInterestOnly).toBe(true);
    expect(org('silverpine').product.minimumAge).toBe(62);
    const restricted = ORG_REGISTRY.filter((o) => o.companyInfo.ageRestrictedInterestOnly);
    expect(restricted.every((o) => o.product.minimumAge === 62)).toBe(true);
  });

  it('makes bluewater-cu a credit union with its own footer links and logo toggle', () => {
    const { companyInfo, product } = org('bluewater-cu');
    expect(companyInfo.termsLabel).toBe('Terms of Service');
    expect(companyInfo.publicFeatureToggles['fe-heloc-credit-union-logo']).toBe(true);
    expect(product.discountTypes).toContain('CREDIT_UNION');
    expect(companyInfo.additionalUrls.map((link) => link.name)).toContain('Membership Eligibility');
    expect(companyInfo.additionalUrls).not.toEqual(org('hearth').companyInfo.additionalUrls);
  });

  it('CHT-019: gives every lender a survey form of its own for a finished chat', () => {
    expect(chatSurveyHref(org('bluewater-cu').companyInfo, 'c1')).toBe(
      'https://www.bluewatercu.example/member-survey/chat?contactId=c1',
    );
    const surveys = ORG_REGISTRY.map((o) => chatSurveyBase(o.companyInfo));
    expect(new Set(surveys).size).toBe(ORG_REGISTRY.length);
    expect(surveys.every((url) => url.startsWith('https://'))).toBe(true);
  });

  it('shows the Illinois notice for exactly one Illinois lender (ORG-037, OP-25)', () => {
    const withNotice = ORG_REGISTRY.filter((o) => o.companyInfo.showIllinoisNotice);
    expect(withNotice.map((o) => o.companyInfo.orgCode)).toEqual(['lakeshore-community']);
    expect(withNotice[0]?.companyInfo.companyAddress.state).toBe('IL');
  });

  it('uses every lender image key and both terms labels', () => {
    expect(new Set(ORG_REGISTRY.map((o) => o.companyInfo.lenderImageKey))).toEqual(
      new Set(['EHL', 'EOL', 'EHO']),
    );
    expect(new Set(ORG_REGISTRY.map((o) => o.companyInfo.termsLabel)).size).toBe(2);
  });

  it('keeps excluded zips inside licensed states and licensed states real', () => {
    for (const { product, companyInfo } of ORG_REGISTRY) {
      expect(
        product.licensedStates.every((code) => code in US_STATES),
        companyInfo.orgCode,
      ).toBe(true);
      expect(product.excludedZips.length, companyInfo.orgCode).toBe(new Set(product.excludedZips).size);
    }
  });

  it('keeps pricing inside the spec limits (001 §9)', () => {
    for (const { pricing } of ORG_REGISTRY) {
      expect(pricing.minLineAmount).toBeGreaterThanOrEqual(15_000);
      expect(pricing.maxLineAmount).toBeLessThanOrEqual(400_000);
      expect(pricing.minApr).toBeGreaterThanOrEqual(7.6);
      expect(pricing.maxApr).toBeLessThanOrEqual(17.2);
      expect(pricing.maxOriginationFeePercent).toBeLessThanOrEqual(4.99);
    }
  });

  it.each([
    ['hearth.hearth.test', 'hearth'],
    ['HEARTH-NY.hearth.test:3000', 'hearth-ny'],
    ['silverpine.hearth.test', 'silverpine'],
    ['aspen-ridge.hearth.test', 'aspen-ridge'],
  ])('maps host %s to %s', (host, code) => {
    expect(findOrgByHost(host)?.companyInfo.orgCode).toBe(code);
  });

  it.each(['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'evil.example'])(
    'maps %s to no org',
    (host) => {
      expect(findOrgByHost(host)).toBeUndefined();
    },
  );

  it('gives every org its <code>.hearth.test host', () => {
    for (const o of ORG_REGISTRY) {
      expect(findOrgByHost(`${o.companyInfo.orgCode}.hearth.test`)).toBe(o);
    }
  });
});
