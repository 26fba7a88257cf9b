import { Decimal } from 'decimal.js';
import { formatCurrency } from '../format/format-currency.ts';
import { formatPercent } from '../format/format-percent.ts';
import { formatPhoneForDisplay } from '../format/format-phone.ts';
import { resolveAprLimits } from '../offers/apr.ts';
import { resolveLineLimits } from '../offers/line-limits.ts';
import { describeWeekHours, describeWeekHoursSpanish } from '../org/describe-hours.ts';
import type { OrgConfig } from '../org/org-config.ts';
import { getStateName } from '../org/us-states.ts';
import type { Language } from '../profile/language.ts';
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

type HelpLender = Pick<OrgConfig, 'companyInfo' | 'product' | 'pricing' | 'chatHours'>;

/** The words around a lender's values, per language; the figures are written alike in both. */
interface ValueWords {
  weekHours: (week: OrgConfig['companyInfo']['supportHours']) => string[];
  and: string;
  years: string;
  autopayDiscount: (points: string) => string;
  noAutopayDiscount: (companyNameShort: string) => string;
  minimumAge: (age: number, isDefault: boolean) => string;
  manyStates: (count: number) => string;
}

const VALUE_WORDS: Record<Language, ValueWords> = {
  en: {
    weekHours: describeWeekHours,
    and: 'and',
    years: 'years',
    autopayDiscount: (points) =>
      `Yes: with AutoPay your APR is ${points} percentage points lower, and your offer shows the APR with AutoPay.`,
    noAutopayDiscount: (name) => `${name} does not offer an AutoPay discount.`,
    minimumAge: (age, isDefault) =>
      isDefault ? 'at least 18 years old (19 in Alabama)' : `at least ${age} years old`,
    manyStates: (count) => `${count} states; the application checks your property's state first`,
  },
  es: {
    weekHours: describeWeekHoursSpanish,
    and: 'y',
    years: 'años',
    autopayDiscount: (points) =>
      `Sí: con AutoPay, su APR es ${points} puntos porcentuales más baja, y su oferta muestra la APR con AutoPay.`,
    noAutopayDiscount: (name) => `${name} no ofrece un descuento por AutoPay.`,
    minimumAge: (age, isDefault) => (isDefault ? 'al menos 18 años (19 en Alabama)' : `al menos ${age} años`),
    manyStates: (count) => `${count} estados; la solicitud verifica primero el estado de su propiedad`,
  },
};

/** What a lender's help answers say, from the same settings its pages and offers use, in `language`. */
export function buildLenderValues(org: HelpLender, language: Language = 'en') {
  const { companyInfo: info, product, pricing } = org;
  const words = VALUE_WORDS[language];
  const lines = resolveLineLimits(pricing);
  const aprs = resolveAprLimits(pricing);
  const values: LenderValues = {
    companyName: info.companyName,
    companyNameShort: info.companyNameShort,
    phone: formatPhoneForDisplay(info.supportPhoneNumber.number),
    email: info.supportEmail,
    hours: words.weekHours(info.supportHours).join('; '),
    chatHours: words.weekHours(org.chatHours ?? info.supportHours).join('; '),
    nmls: info.nmlsNumber,
    minLine: formatCurrency(lines.min),
    maxLine: formatCurrency(lines.max),
    minApr: formatPercent(aprs.min, 2),
    maxApr: formatPercent(aprs.max, 2),
    maxCltv: formatPercent(new Decimal(pricing.maxCltv).times(100), 0),
    cltvExample: formatCurrency(Decimal.max(new Decimal(pricing.maxCltv).times(500_000).minus(250_000), 0)),
    terms: `${joinWords([...pricing.terms].sort((a, b) => a - b).map(String), words.and)} ${words.years}`,
    maxOriginationFee: formatPercent(Math.min(pricing.maxOriginationFeePercent, 4.99), 2),
    autopayDiscount:
      pricing.autopayDiscountPercent > 0
        ? words.autopayDiscount(formatPercent(pricing.autopayDiscountPercent, 2).replace('%', ''))
        : words.noAutopayDiscount(info.companyNameShort),
    minimumAgeRule: describeMinimumAge(words, info.ageRestrictedInterestOnly, product.minimumAge),
    licensedStates: describeStates(words, product.licensedStates, language),
    minCreditScore: String(Math.min(...pricing.rateBands.map((band) => band.minScore))),
  };
  return values;
}

function describeMinimumAge(words: ValueWords, ageRestricted: boolean, minimumAge: number): string {
  const age = Math.max(minimumAge, ageRestricted ? AGE_RESTRICTED_MINIMUM_AGE : DEFAULT_MINIMUM_AGE);
  return words.minimumAge(age, age <= DEFAULT_MINIMUM_AGE);
}

/** A short list names the states; a long one is counted, so the answer stays readable. */
function describeStates(words: ValueWords, codes: readonly string[], language: Language): string {
  if (codes.length > 8) {
    return words.manyStates(codes.length);
  }
  return joinWords(
    codes.map((code) => getStateName(code, language) ?? code),
    words.and,
  );
}

function joinWords(items: readonly string[], and: string): string {
  if (items.length <= 2) {
    return items.join(` ${and} `);
  }
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
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
