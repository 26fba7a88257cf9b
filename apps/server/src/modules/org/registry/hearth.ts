import { type OrgConfig, SUPPORT_PHONE_FALLBACK } from '@hearth/domain/org/org-config';
import { buildHosts, buildNmlsUrl, CREDIT_APPROVAL_DISCLOSURE, POLICY_LINKS } from './links.ts';
import { PRICING_TIERS } from './pricing-tiers.ts';
import { REGIONS } from './state-groups.ts';
import { HOURS } from './week-hours.ts';

/**
 * The flagship and default brand (ORG-001). It serves fewer than 50 states, so its footer says
 * "more states to come" (ORG-033); New York properties go to `hearth-ny` (ORG-032).
 */
export const hearth: OrgConfig = {
  brand: 'hearth',
  hosts: buildHosts('hearth', ['hearth.test', 'www.hearth.test']),
  companyInfo: {
    orgCode: 'hearth',
    companyName: 'Hearth Home Lending, Inc.',
    companyNameShort: 'Hearth',
    companyProduct: 'Hearth',
    companyAddress: {
      street1: '500 Market Street',
      street2: 'Suite 1200',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
    },
    companyHomeUrl: 'https://www.hearth.example',
    nmlsNumber: '2046718',
    nmlsUrl: buildNmlsUrl('2046718'),
    supportEmail: 'support@hearth.example',
    supportPhoneNumber: { number: SUPPORT_PHONE_FALLBACK },
    supportHours: HOURS.extended,
    ...POLICY_LINKS,
    termsLabel: 'Terms of Use',
    additionalUrls: [
      { type: 'FOOTER', name: 'About Hearth', url: 'https://www.hearth.example/about' },
      { type: 'FOOTER', name: 'Accessibility', url: 'https://www.hearth.example/accessibility' },
    ],
    allowRegulatorReview: true,
    showCopyrightYear: true,
    lenderImageKey: 'EHL',
    publicFeatureToggles: {
      'fe-heloc-redesign-2025': true,
      'fe-heloc-ny-modal': true,
      'fe-heloc-maintenance': false,
      'fe-heloc-fcra-text': true,
      'fe-heloc-sms-transactional-consent': true,
      'fe-heloc-disaster-warning': true,
      // The header offers "Chat with us" rather than the support number (ORG-019, CHT-001).
      'fe-webchat': true,
      // A signed-in borrower's chat is tied to them with a nonce (CHT-027).
      'fe-webchat-borrower-authentication': true,
      'fe-heloc-additional-signer-conditions': true,
      'fe-portfolio-manager': true,
      'fe-relative-url-heloc': true,
      DDP_Pilot: false,
    },
    ageRestrictedInterestOnly: false,
    disclosures: [
      CREDIT_APPROVAL_DISCLOSURE,
      'Hearth Home Lending, Inc. NMLS #2046718. Licensed by the Department of Financial Protection and Innovation under the California Financing Law, license 60DBO-204671.',
    ],
    showIllinoisNotice: false,
    logoText: 'Hearth',
    theme: {
      primary: '#b4441b',
      primaryContrast: '#ffffff',
      accent: '#1d6f6a',
      surface: '#fffaf5',
      text: '#2b1a12',
    },
  },
  product: {
    channel: 'RETAIL',
    isNewYork: false,
    isCrypto: false,
    requiresLoanOfficer: false,
    licensedStates: REGIONS.national,
    excludedZips: ['95969', '33931', '77550'],
    minimumAge: 18,
    discountTypes: ['AUTOPAY'],
  },
  pricing: PRICING_TIERS.full,
};
