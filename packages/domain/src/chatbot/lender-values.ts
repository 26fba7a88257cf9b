import { Decimal } from 'decimal.js';
import { formatCurrency } from '../format/format-currency.ts';
import { formatPercent } from '../format/format-percent.ts';
import { formatPhoneForDisplay } from '../format/format-phone.ts';
import { resolveAprLimits } from '../offers/apr.ts';
import { resolveLineLimits } from '../offers/line-limits.ts';
import { describeWeekHours } from '../org/describe-hours.ts';
import type { OrgConfig } from '../org/org-config.ts';
import { getStateName } from '../org/us-states.ts';
import { AGE_RESTRICTED_MINIMUM_AGE, DEFAULT_MINIMUM_AGE } from '../validation/minimum-age.ts';

/** The placeholders help answers may use, each filled from the lender's own configuration. */
export const LENDER_PLACEHOLDERS = [
  'companyName',
  'companyNameShort',
  'phone',
  'email',
  'hours',
  'chatHours',
  'nmls',
  'minLine',
  'maxLine',
  'minApr',
  'maxApr',
  'maxCltv',
  'cltvExample',
  'terms',
  'maxOriginationFee',
  'autopayDiscount',
  'minimumAgeRule',
  'licensedStates',
  'minCreditScore',
] as const;
export type LenderPlaceholder = (typeof LENDER_PLACEHOLDERS)[number];
export type LenderValues = Record<LenderPlaceholder, string>;

/** What a lender's help answers say, from the same settings its pages and offers use. */
export function buildLenderValues(org: Pick<OrgConfig, 'companyInfo' | 'product' | 'pricing' | 'chatHours'>) {
  const { companyInfo: info, product, pricing } = org;
  const lines = resolveLineLimits(pricing);
  const aprs = resolveAprLimits(pricing);
  const values: LenderValues = {
    companyName: info.companyName,
    companyNameShort: info.companyNameShort,
    phone: formatPhoneForDisplay(info.supportPhoneNumber.number),
    email: info.supportEmail,
    hours: describeWeekHours(info.supportHours).join('; '),
    chatHours: describeWeekHours(org.chatHours ?? info.supportHours).join('; '),
    nmls: info.nmlsNumber,
    minLine: formatCurrency(lines.min),
    maxLine: formatCurrency(lines.max),
    minApr: formatPercent(aprs.min, 2),
    maxApr: formatPercent(aprs.max, 2),
    maxCltv: formatPercent(new Decimal(pricing.maxCltv).times(100), 0),
    cltvExample: formatCurrency(Decimal.max(new Decimal(pricing.maxCltv).times(500_000).minus(250_000), 0)),
    terms: joinWords([...pricing.terms].sort((a, b) => a - b).map(String)).concat(' years'),
    maxOriginationFee: formatPercent(Math.min(pricing.maxOriginationFeePercent, 4.99), 2),
    autopayDiscount:
      pricing.autopayDiscountPercent > 0
        ? `Yes: with AutoPay your APR is ${formatPercent(pricing.autopayDiscountPercent, 2).replace('%', '')} percentage points lower, and your offer shows the APR with AutoPay.`
        : `${info.companyNameShort} does not offer an AutoPay discount.`,
    minimumAgeRule: describeMinimumAge(info.ageRestrictedInterestOnly, product.minimumAge),
    licensedStates: describeStates(product.licensedStates),
    minCreditScore: String(Math.min(...pricing.rateBands.map((band) => band.minScore))),
  };
  return values;
}

function describeMinimumAge(ageRestricted: boolean, minimumAge: number): string {
  const age = Math.max(minimumAge, ageRestricted ? AGE_RESTRICTED_MINIMUM_AGE : DEFAULT_MINIMUM_AGE);
  return age <= DEFAULT_MINIMUM_AGE ? 'at least 18 years old (19 in Alabama)' : `at least ${age} years old`;
}

/** A short list names the states; a long one is counted, so the answer stays readable. */
function describeStates(codes: readonly string[]): string {
  if (codes.length > 8) {
    return `${codes.length} states; the application checks your property's state first`;
  }
  return joinWords(codes.map((code) => getStateName(code) ?? code));
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 2) {
    return words.join(' and ');
  }
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The text with every `{placeholder}` filled; an unknown one is a bug in the content and throws. */
export function fillPlaceholders(text: string, values: LenderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(LENDER_PLACEHOLDERS as readonly string[]).includes(name)) {
      throw new Error(`Unknown help placeholder ${whole}`);
    }
    return values[name as LenderPlaceholder];
  });
}
