import type { Decimal } from 'decimal.js';
import { LOCALE_OF } from '../i18n/language.ts';
import type { Language } from '../profile/language.ts';
import { formatCurrency } from './format-currency.ts';
import { formatApr, formatPercent } from './format-percent.ts';
import { formatPhoneForDisplay } from './format-phone.ts';

/**
 * One place where the borrower's app turns numbers, dates and phone numbers into text, per
 * language. In es-US money, percentages and phone numbers read as in en-US ("$1,234.50", "7.60%",
 * "(415) 555-0123" — CLDR's es-US agrees), so those keep the half-to-even rounding of the
 * domain's formatters; dates differ: es-US writes numeric dates day first, which a US borrower
 * could misread next to forms that ask for MM/DD/YYYY, so Spanish dates are spelled out
 * ("5 mar 2026", "5 de marzo de 2026").
 */
export interface LocaleFormat {
  language: Language;
  /** BCP 47 locale for Intl and React Aria: "en-US" or "es-US". */
  locale: string;
  currency(value: Decimal.Value, decimals?: number): string;
  percent(value: Decimal.Value, decimals?: number): string;
  apr(value: Decimal.Value): string;
  /** A whole or decimal count ("1,850"). */
  number(value: number): string;
  /** A day as shown in lists and cards: en "03/05/2026", es "5 mar 2026". */
  date(value: Date | string): string;
  /** A day in a sentence: en "March 5, 2026", es "5 de marzo de 2026". */
  longDate(value: Date | string): string;
  /** A moment: en "Mar 5, 2026, 2:30 PM", es "5 mar 2026, 2:30 p.m.". */
  dateTime(value: Date | string, timeZone?: string): string;
  phone(raw: string): string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date from a Date, an ISO moment, or a calendar date "2026-03-05" (that day, local time). */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) {
    return value;
  }
  const day = CALENDAR_DATE.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const cache = new Map<Language, LocaleFormat>();

export function localeFormat(language: Language): LocaleFormat {
  const cached = cache.get(language);
  if (cached) {
    return cached;
  }
  const locale = LOCALE_OF[language];
  const numbers = new Intl.NumberFormat(locale);
  const shortDate =
    language === 'en'
      ? new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', year: 'numeric' })
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const format: LocaleFormat = {
    language,
    locale,
    currency: (value, decimals) => formatCurrency(value, decimals),
    percent: (value, decimals) => formatPercent(value, decimals),
    apr: (value) => formatApr(value),
    number: (value) => numbers.format(value),
    date: (value) => shortDate.format(toDate(value)),
    longDate: (value) => longDate.format(toDate(value)),
    dateTime: (value, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        toDate(value),
      ),
    phone: (raw) => formatPhoneForDisplay(raw),
  };
  cache.set(language, format);
  return format;
}
