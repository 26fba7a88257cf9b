import type { CompanyInfo, OrgConfig, OrgProductSettings } from '@hearth/domain/org/org-config';
import { hearth } from './hearth.ts';
import { buildHosts } from './links.ts';
import { REGIONS } from './state-groups.ts';

interface VariantChanges {
  companyInfo: Partial<CompanyInfo> & Pick<CompanyInfo, 'companyName' | 'companyNameShort'>;
  product: Partial<OrgProductSettings>;
  hosts?: string[];
}

/** A Hearth brand variant: the flagship's config with its own code, names, contacts and product. */
function defineHearthVariant(orgCode: string, changes: VariantChanges): OrgConfig {
  return {
    ...hearth,
    hosts: changes.hosts ?? buildHosts(orgCode),
    companyInfo: {
      ...hearth.companyInfo,
      orgCode,
      supportEmail: `${orgCode.replace('hearth-', '')}@hearth.example`,
      ...changes.companyInfo,
    },
    product: { ...hearth.product, ...changes.product },
  };
}

/** New York properties only (ORG-032; the NY redirect modal elsewhere sends NY applicants here). */
export const hearthNy = defineHearthVariant('hearth-ny', {
  hosts: buildHosts('hearth-ny', ['ny.hearth.test']),
  companyInfo: {
    companyName: 'Hearth Home Lending of New York, LLC',
    companyNameShort: 'Hearth New York',
    companyAddress: {
      street1: '250 Park Avenue South',
      street2: 'Floor 7',
      city: 'New York',
      state: 'NY',
      zip: '10003',
    },
    nmlsNumber: '2046719',
    supportPhoneNumber: { number: '555-212-0147' },
    supportHours: hearth.companyInfo.supportHours,
    disclosures: [
      hearth.companyInfo.disclosures[0] ?? '',
      'Hearth Home Lending of New York, LLC NMLS #2046719. Licensed Mortgage Banker, NYS Department of Financial Services.',
    ],
  },
  product: { isNewYork: true, licensedStates: ['NY'], excludedZips: ['11697'] },
});

/** Broker channel: applications need a referring loan officer (RTE-028, RTE-029). */
export const hearthWholesale = defineHearthVariant('hearth-wholesale', {
  companyInfo: {
    companyName: 'Hearth Wholesale Lending, Inc.',
    companyNameShort: 'Hearth Wholesale',
    nmlsNumber: '2046720',
    supportPhoneNumber: { number: '555-415-0190' },
  },
  product: { channel: 'WHOLESALE', requiresLoanOfficer: true, licensedStates: REGIONS.national },
});

/** Crypto-backed HELOC (also reached with utm_source=cloc, which waitlists registration). */
export const hearthCrypto = defineHearthVariant('hearth-crypto', {
  companyInfo: {
    companyName: 'Hearth Digital Asset Lending, LLC',
    companyNameShort: 'Hearth Crypto',
    companyProduct: 'Hearth Crypto',
    nmlsNumber: '2046721',
    supportPhoneNumber: { number: '555-415-0191' },
    theme: {
      primary: '#5b3cc4',
      primaryContrast: '#ffffff',
      accent: '#0f7b6c',
      surface: '#faf9ff',
      text: '#1c1633',
    },
  },
  product: { isCrypto: true, licensedStates: [...REGIONS.pacific, 'TX', 'FL', 'CO'].sort() },
});
