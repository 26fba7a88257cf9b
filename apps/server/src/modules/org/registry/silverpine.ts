import type { OrgConfig } from '@hearth/domain/org/org-config';
import { buildHosts, buildNmlsUrl, CREDIT_APPROVAL_DISCLOSURE, POLICY_LINKS } from './links.ts';
import { PRICING_TIERS } from './pricing-tiers.ts';
import { REGIONS } from './state-groups.ts';
import { HOURS } from './week-hours.ts';

/** Age-restricted interest-only lender: applicants must be 62 or older (ORG-007, VAL-004). */
export const silverpine: OrgConfig = {
  brand: 'silverpine',
  hosts: buildHosts('silverpine'),
  companyInfo: {
    orgCode: 'silverpine',
    companyName: 'Silverpine Home Equity, LLC',
    companyNameShort: 'Silverpine',
    companyProduct: 'Silverpine',
    companyAddress: {
      street1: '7135 East Camelback Road',
      street2: 'Suite 360',
      city: 'Scottsdale',
      state: 'AZ',
      zip: '85251',
    },
    companyHomeUrl: 'https://www.silverpine.example',
    nmlsNumber: '1873402',
    nmlsUrl: buildNmlsUrl('1873402'),
    supportEmail: 'care@silverpine.example',
    supportPhoneNumber: { number: '555-480-0162' },
    supportHours: HOURS.banker,
    ...POLICY_LINKS,
    termsLabel: 'Terms of Use',
    additionalUrls: [
      { type: 'FOOTER', name: 'Retirement Planning Guide', url: 'https://www.silverpine.example/guide' },
    ],
    allowRegulatorReview: false,
    showCopyrightYear: true,
    lenderImageKey: 'EOL',
    publicFeatureToggles: {
      'fe-heloc-redesign-2025': false,
      'fe-webchat': false,
      'fe-heloc-fcra-text': true,
    },
    ageRestrictedInterestOnly: true,
    disclosures: [
      CREDIT_APPROVAL_DISCLOSURE,
      'Interest-only payments during the draw period do not reduce the principal balance. This product is available to homeowners aged 62 and older.',
    ],
    showIllinoisNotice: false,
    logoText: 'Silverpine',
    theme: {
      primary: '#2f5d50',
      primaryContrast: '#ffffff',
      accent: '#8a5a12',
      surface: '#f7faf8',
      text: '#16241f',
    },
  },
  product: {
    channel: 'RETAIL',
    isNewYork: false,
    isCrypto: false,
    requiresLoanOfficer: false,
    licensedStates: [...REGIONS.sunbelt].sort(),
    excludedZips: ['34102'],
    minimumAge: 62,
    discountTypes: ['AUTOPAY'],
  },
  pricing: PRICING_TIERS.conservative,
};
