import type { FeatureFlagKey, OrgConfig } from '@hearth/domain/org/org-config';
import { deriveTheme } from './derive-theme.ts';
import { LENDER_KINDS } from './lender-kinds.ts';
import { type LenderSeed, SEED_OVERRIDES } from './lender-seeds.ts';
import { buildHosts, buildNmlsUrl, CREDIT_APPROVAL_DISCLOSURE, POLICY_LINKS } from './links.ts';
import { PRICING_TIERS } from './pricing-tiers.ts';
import { buildLicensedStates, EXCLUDED_ZIP_POOL } from './state-groups.ts';
import { HOURS, type HoursKey } from './week-hours.ts';

const STREETS = ['Main Street', 'Commerce Avenue', 'Market Street', 'Center Street', 'Washington Avenue'];
const SATURATIONS = [0.55, 0.7, 0.85];
const NON_CU_HOURS: HoursKey[] = ['standard', 'extended', 'banker'];
const DISASTER_STATES = ['CA', 'FL', 'TX', 'LA', 'NC'];

/** A full org config from one seed line; `index` keeps phone numbers and styles apart. */
export function deriveLender(seed: LenderSeed, index: number): OrgConfig {
  const [shortName, kind, city, state, zip, nmls, hue, region] = seed;
  const profile = LENDER_KINDS[kind];
  const orgCode = `${toKebab(shortName)}${kind === 'cu' ? '-cu' : ''}`;
  const home = `https://www.${orgCode}.example`;
  const companyName = profile.legalName(shortName);
  const nmlsNumber = String(nmls);
  const licensedStates = buildLicensedStates(region, state);
  return {
    brand: orgCode,
    hosts: buildHosts(orgCode),
    companyInfo: {
      orgCode,
      companyName,
      companyNameShort: shortName,
      companyProduct: shortName,
      companyAddress: {
        street1: `${100 + (nmls % 9000)} ${STREETS[index % STREETS.length]}`,
        ...(index % 2 === 0 ? { street2: `Suite ${100 + (index % 9) * 100}` } : {}),
        city,
        state,
        zip,
      },
      companyHomeUrl: home,
      nmlsNumber,
      nmlsUrl: buildNmlsUrl(nmlsNumber),
      supportEmail: `help@${orgCode}.example`,
      supportPhoneNumber: { number: `555-${200 + index * 7}-${String(nmls % 10_000).padStart(4, '0')}` },
      supportHours: HOURS[kind === 'cu' ? 'creditUnion' : (NON_CU_HOURS[nmls % 3] ?? 'standard')],
      ...POLICY_LINKS,
      termsLabel: profile.termsLabel,
      additionalUrls: profile.footerLinks.map((name) => ({
        type: 'FOOTER',
        name,
        url: `${home}/${toKebab(name)}`,
      })),
      allowRegulatorReview: index % 4 === 0,
      showCopyrightYear: index % 5 !== 0,
      lenderImageKey: profile.lenderImageKey(nmls),
      publicFeatureToggles: deriveToggles(index, kind === 'cu', licensedStates),
      ageRestrictedInterestOnly: false,
      disclosures: [CREDIT_APPROVAL_DISCLOSURE, profile.disclosure(companyName, nmlsNumber)],
      showIllinoisNotice: SEED_OVERRIDES[orgCode]?.showIllinoisNotice ?? false,
      logoText: shortName,
      theme: deriveTheme(hue, SATURATIONS[index % SATURATIONS.length] ?? 0.7),
    },
    product: {
      channel: 'RETAIL',
      isNewYork: false,
      isCrypto: false,
      requiresLoanOfficer: false,
      licensedStates,
      excludedZips: licensedStates
        .flatMap((code) => EXCLUDED_ZIP_POOL[code] ?? [])
        .filter((_, i) => (nmls + i) % 2 === 0),
      minimumAge: 18,
      discountTypes: kind === 'cu' ? ['AUTOPAY', 'CREDIT_UNION'] : ['AUTOPAY'],
    },
    pricing: PRICING_TIERS[profile.pricing],
  };
}

function deriveToggles(index: number, isCreditUnion: boolean, states: string[]) {
  const toggles: Partial<Record<FeatureFlagKey, boolean>> = {
    'fe-heloc-redesign-2025': index % 2 === 0,
    'fe-heloc-ny-modal': true,
    'fe-heloc-fcra-text': true,
    'fe-heloc-sms-transactional-consent': index % 4 !== 0,
    'fe-heloc-disaster-warning': states.some((code) => DISASTER_STATES.includes(code)),
    // Off until the web chat (CHT) exists: the header then shows the support number (ORG-019).
    'fe-webchat': false,
    'fe-heloc-additional-signer-conditions': true,
    'fe-heloc-credit-union-logo': isCreditUnion,
  };
  return toggles;
}

export function toKebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
