import { endSentence } from '@hearth/domain/format/sentence';
import type { CompanyInfo } from '@hearth/domain/org/org-config';
import type { LenderKind } from './lender-seeds.ts';
import type { PricingTier } from './pricing-tiers.ts';

interface KindProfile {
  legalName: (shortName: string) => string;
  /** Kind-specific footer disclosure (ORG-031). */
  disclosure: (companyName: string, nmls: string) => string;
  /** Extra footer link names; each is served at `<home>/<slug of name>` (ORG-038). */
  footerLinks: string[];
  pricing: PricingTier;
  /** ORG-034: banks are Equal Housing Lenders; others alternate by NMLS parity. */
  lenderImageKey: (nmls: number) => CompanyInfo['lenderImageKey'];
  /** OP-25: credit unions label their terms "Terms of Service", everyone else "Terms of Use". */
  termsLabel: CompanyInfo['termsLabel'];
}

const fdic = (companyName: string) => `Deposit products offered by ${endSentence(companyName)} Member FDIC.`;
const licensed = (companyName: string, nmls: string) =>
  `${companyName} NMLS #${nmls}. Licensed by the mortgage regulators of the states it serves; see Licenses.`;
const alternating = (nmls: number) => (nmls % 2 === 0 ? 'EHO' : 'EOL');

export const LENDER_KINDS: Record<LenderKind, KindProfile> = {
  bank: {
    legalName: (name) => `${name} Bank, N.A.`,
    disclosure: fdic,
    footerLinks: ['Online Banking', 'Locations'],
    pricing: 'prime',
    lenderImageKey: () => 'EHL',
    termsLabel: 'Terms of Use',
  },
  savings: {
    legalName: (name) => `${name} Savings Bank`,
    disclosure: fdic,
    footerLinks: ['Locations', 'Rates'],
    pricing: 'prime',
    lenderImageKey: () => 'EHL',
    termsLabel: 'Terms of Use',
  },
  cu: {
    legalName: (name) => `${name} Federal Credit Union`,
    disclosure: (companyName) =>
      `Membership in ${companyName} is required to open a home equity line of credit. Federally insured by NCUA.`,
    footerLinks: ['Membership Eligibility', 'Branch Locations'],
    pricing: 'prime',
    lenderImageKey: () => 'EHO',
    termsLabel: 'Terms of Service',
  },
  mortgage: {
    legalName: (name) => `${name} Mortgage, LLC`,
    disclosure: licensed,
    footerLinks: ['About Us'],
    pricing: 'standard',
    lenderImageKey: alternating,
    termsLabel: 'Terms of Use',
  },
  homeLoans: {
    legalName: (name) => `${name} Home Loans, Inc.`,
    disclosure: licensed,
    footerLinks: ['About Us', 'Careers'],
    pricing: 'conservative',
    lenderImageKey: alternating,
    termsLabel: 'Terms of Use',
  },
  lending: {
    legalName: (name) => `${name} Lending Corp.`,
    disclosure: licensed,
    footerLinks: ['About Us'],
    pricing: 'standard',
    lenderImageKey: alternating,
    termsLabel: 'Terms of Use',
  },
};
