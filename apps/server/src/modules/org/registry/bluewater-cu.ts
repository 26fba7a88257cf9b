import type { OrgConfig } from '@hearth/domain/org/org-config';
import { buildHosts, buildNmlsUrl, CREDIT_APPROVAL_DISCLOSURE, POLICY_LINKS } from './links.ts';
import { PRICING_TIERS } from './pricing-tiers.ts';
import { REGIONS } from './state-groups.ts';
import { HOURS } from './week-hours.ts';

const HOME = 'https://www.bluewatercu.example';

/**
 * Credit union (ORG-035, ORG-036, ORG-038): credit-union discount types, the "Terms of Service"
 * label, its own footer links and the credit-union administration logo toggle.
 */
export const bluewaterCu: OrgConfig = {
  brand: 'bluewater-cu',
  hosts: buildHosts('bluewater-cu'),
  companyInfo: {
    orgCode: 'bluewater-cu',
    companyName: 'Bluewater Federal Credit Union',
    companyNameShort: 'Bluewater CU',
    companyProduct: 'Bluewater',
    companyAddress: { street1: '1800 Harbour Island Boulevard', city: 'Tampa', state: 'FL', zip: '33602' },
    companyHomeUrl: HOME,
    nmlsNumber: '409215',
    nmlsUrl: buildNmlsUrl('409215'),
    supportEmail: 'homeequity@bluewatercu.example',
    supportPhoneNumber: { number: '555-813-0175' },
    supportHours: HOURS.creditUnion,
    ...POLICY_LINKS,
    termsLabel: 'Terms of Service',
    chatSurveyUrl: `${HOME}/member-survey/chat`,
    additionalUrls: [
      { type: 'FOOTER', name: 'Membership Eligibility', url: `${HOME}/membership` },
      { type: 'FOOTER', name: 'Branch Locations', url: `${HOME}/branches` },
      { type: 'FOOTER', name: 'Rates', url: `${HOME}/rates` },
      { type: 'FOOTER', name: 'Your Savings Federally Insured by NCUA', url: 'https://www.ncua.gov' },
    ],
    allowRegulatorReview: false,
    showCopyrightYear: false,
    lenderImageKey: 'EHO',
    publicFeatureToggles: {
      'fe-heloc-credit-union-logo': true,
      'fe-heloc-redesign-2025': true,
      // Off until the web chat (CHT) exists: the header then shows the support number (ORG-019).
      'fe-webchat': false,
      'fe-heloc-disaster-warning': true,
    },
    ageRestrictedInterestOnly: false,
    disclosures: [
      CREDIT_APPROVAL_DISCLOSURE,
      'Membership in Bluewater Federal Credit Union is required to open a home equity line of credit. Federally insured by NCUA.',
    ],
    showIllinoisNotice: false,
    logoText: 'Bluewater',
    theme: {
      primary: '#0b5394',
      primaryContrast: '#ffffff',
      accent: '#00796b',
      surface: '#f5f9fc',
      text: '#0d1f2d',
    },
  },
  product: {
    channel: 'RETAIL',
    isNewYork: false,
    isCrypto: false,
    requiresLoanOfficer: false,
    licensedStates: [...REGIONS.southeast].sort(),
    excludedZips: ['33931', '32456'],
    minimumAge: 18,
    discountTypes: ['AUTOPAY', 'CREDIT_UNION', 'TEACHERS_FEDERAL_CU'],
  },
  pricing: PRICING_TIERS.prime,
};
