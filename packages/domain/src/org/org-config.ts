import { z } from 'zod';
import { zWeekHours } from './operating-hours-day.ts';
import { APP_LINKS, FEATURE_FLAGS } from './org-constants.ts';
import { zStateCode } from './us-states.ts';

export { type OperatingHoursDay, zOperatingHoursDay, zWeekHours } from './operating-hours-day.ts';
export * from './org-constants.ts';
export { zStateCode };

/**
 * The white-label organisation contract (001 §3, 000 §1, ORG-003…008).
 * The server holds a registry of these, validated at start-up, and injects an
 * `OrgPayload` into index.html; the SPA reads it back and fails with
 * 'No private label data found' (ERR-001) when it is absent.
 */

const zHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #rrggbb colour');

export const zAddress = z.object({
  street1: z.string().min(1),
  street2: z.string().optional(),
  city: z.string().min(1),
  state: zStateCode,
  zip: z.string().regex(/^\d{5}$/),
});
export type Address = z.infer<typeof zAddress>;

export const zFooterLink = z.object({
  type: z.literal('FOOTER'),
  name: z.string().min(1),
  url: z.string().min(1),
});

export const zTheme = z.object({
  primary: zHexColour,
  primaryContrast: zHexColour,
  accent: zHexColour,
  surface: zHexColour,
  text: zHexColour,
});
export type Theme = z.infer<typeof zTheme>;

/** ORG-004…007: identity, support, links and flags of one lender. */
export const zCompanyInfo = z.object({
  orgCode: z.string().regex(/^[a-z0-9-]+$/),
  companyName: z.string().min(1),
  companyNameShort: z.string().min(1),
  companyProduct: z.string().min(1),
  companyAddress: zAddress,
  companyHomeUrl: z.string().min(1),
  nmlsNumber: z.string().regex(/^\d{4,7}$/),
  nmlsUrl: z.string().url(),
  supportEmail: z.string().email(),
  supportPhoneNumber: z.object({ number: z.string().regex(/^\d{3}-\d{3}-\d{4}$/) }),
  supportHours: zWeekHours,
  privacyPolicyUrl: z.string().min(1),
  termsOfUseUrl: z.string().min(1),
  termsLabel: z.enum(['Terms of Use', 'Terms of Service']),
  licensesUrl: z.string().min(1),
  communicationsUrl: z.string().min(1),
  /** CHT-019: the lender's survey form for a finished chat; the sandbox provider's when absent. */
  chatSurveyUrl: z.url({ protocol: /^https$/ }).optional(),
  additionalUrls: z.array(zFooterLink),
  /**
   * ORG-021/022: where the menu's app entries lead, on the lender's own sites (full URLs: those apps
   * are not part of this one). An entry without a destination is left out of the menu.
   */
  appUrls: z.partialRecord(z.enum(APP_LINKS), z.string().url()).optional(),
  allowRegulatorReview: z.boolean(),
  showCopyrightYear: z.boolean(),
  /** ORG-034: EHL → Equal Housing Lender, EOL → Equal Opportunity Lender, else Equal Housing Opportunity. */
  lenderImageKey: z.enum(['EHL', 'EOL', 'EHO']),
  publicFeatureToggles: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  ageRestrictedInterestOnly: z.boolean(),
  /** Lender-specific footer disclosures (ORG-031), plain paragraphs. */
  disclosures: z.array(z.string().min(1)),
  /** ORG-037: the Illinois community reinvestment notice. */
  showIllinoisNotice: z.boolean(),
  logoText: z.string().min(1),
  theme: zTheme,
});
export type CompanyInfo = z.infer<typeof zCompanyInfo>;

/** How a lender is reached and which channel it runs. */
export const zOrgProductSettings = z.object({
  channel: z.enum(['RETAIL', 'WHOLESALE']),
  isNewYork: z.boolean(),
  isCrypto: z.boolean(),
  requiresLoanOfficer: z.boolean(),
  /** States where the lender takes applications (API-028). */
  licensedStates: z.array(zStateCode).min(1),
  /** Zips excluded even inside licensed states (API-029). */
  excludedZips: z.array(z.string().regex(/^\d{5}$/)),
  minimumAge: z.number().int().min(18).max(99),
  /** Credit-union discount types the lender offers (ENM-012). */
  discountTypes: z.array(z.string()),
});
export type OrgProductSettings = z.infer<typeof zOrgProductSettings>;

/** Per-lender pricing inputs; the offer maths turns them into offers. */
export const zOrgPricingData = z.object({
  minLineAmount: z.number().int().min(15_000),
  maxLineAmount: z.number().int().max(400_000),
  minApr: z.number().min(7.6),
  maxApr: z.number().max(17.2),
  maxOriginationFeePercent: z.number().min(0).max(4.99),
  maxCltv: z.number().min(0.5).max(0.95),
  terms: z.array(z.number().int().positive()).min(1),
  autopayDiscountPercent: z.number().min(0).max(1),
  /** Base margin over the index by credit band, best band first. */
  rateBands: z.array(z.object({ minScore: z.number().int(), margin: z.number().min(0) })).min(1),
  indexRate: z.number().min(0),
});
export type OrgPricingData = z.infer<typeof zOrgPricingData>;

export const zOrgConfig = z.object({
  companyInfo: zCompanyInfo,
  product: zOrgProductSettings,
  pricing: zOrgPricingData,
  /** Host names that select this org (ORG-002). */
  hosts: z.array(z.string()),
  /** Brand family (payload `orgBrand`): the Hearth variants share `hearth`. */
  brand: z.string().regex(/^[a-z0-9-]+$/),
  /** OPS_CHAT hours when they differ from the phone line's `companyInfo.supportHours`. */
  chatHours: zWeekHours.optional(),
});
export type OrgConfig = z.infer<typeof zOrgConfig>;

/**
 * ORG-003: what the server injects into index.html. The strict CSP forbids inline scripts, so it
 * travels as a JSON data block `<script type="application/json" id="hearth-org">` that the SPA
 * parses (`ORG_PAYLOAD_ELEMENT_ID`); `window.__HEARTH_ORG__` (`ORG_PAYLOAD_GLOBAL`) is where the
 * SPA may keep it once read, and where tests may plant one.
 */
export const zOrgPayload = z.object({
  baseUrl: z.string(),
  canonicalOrgCode: z.string(),
  orgBrand: z.string(),
  orgCode: z.string(),
  orgMetaData: z.object({ companyInfo: zCompanyInfo, heloc: zOrgProductSettings }),
  orgPricingData: zOrgPricingData,
});
export type OrgPayload = z.infer<typeof zOrgPayload>;
