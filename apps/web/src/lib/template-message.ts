import { toLanguage } from '@hearth/domain/i18n/language';
import { translateFieldProblems } from '@hearth/domain/registration/create-heloc-field-names';
import {
  type MatchedMessageTemplate,
  matchMessageTemplate,
  type TemplateValueKind,
} from '@hearth/domain/validation/message-templates';
import type { i18n as I18n } from 'i18next';

/** The US locale Intl writes a language's values in ("es" → "es-US"). */
function toUsLocale(language: string): string {
  return `${language.split('-')[0] || 'en'}-US`;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PLAIN_DOLLARS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Dollars as a message carries them back ("-250.5", already rounded where the domain wrote the
 * English) as en-US and es-US both write them ("-$250.50"): grouped, cents only when there are
 * some. Text alone: the decimal arithmetic of `formatCurrency` would come with every form.
 */
function formatDollars(value: string | number): string {
  const plain = PLAIN_DOLLARS.exec(String(value));
  if (!plain) {
    return String(value);
  }
  const [, sign, whole = '', cents] = plain;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(THOUSANDS, ',');
  return `${sign}$${grouped}${cents === undefined ? '' : `.${cents.padEnd(2, '0')}`}`;
}

/**
 * A value as the language writes it in a sentence: money as en-US and es-US both do ("$10,000",
 * cents only when there are some), a day spelled out ("1 de diciembre de 2026"), counts grouped,
 * fields by the names the language's pages give them, each with its message translated.
 */
export function formatTemplateValue(
  kind: TemplateValueKind,
  value: string | number,
  language: string,
  translateMessage: (message: string) => string = (message) => message,
): string {
  const locale = toUsLocale(language);
  if (kind === 'fieldProblems') {
    return translateFieldProblems(String(value), toLanguage(language) ?? 'en', translateMessage);
  }
  if (kind === 'money') {
    return formatDollars(value);
  }
  if (kind === 'number') {
    return new Intl.NumberFormat(locale).format(Number(value));
  }
  const day = kind === 'date' ? CALENDAR_DAY.exec(String(value)) : null;
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  return String(value);
}

function formatValues(
  matched: MatchedMessageTemplate,
  language: string,
  translateMessage: (message: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(matched.values).map(([name, { kind, value }]) => [
      name,
      formatTemplateValue(kind, value, language, translateMessage),
    ]),
  );
}

/**
 * A message that carries a value (the domain's MESSAGE_TEMPLATES), in the current language:
 * `common:validationTemplates.<id>` with the values written for that language. English has no
 * entries there, so an English page keeps the message exactly as the domain wrote it. Undefined
 * when `message` is not one of the templates or the language has no words for it.
 */
export function translateTemplateMessage(message: string, i18n: I18n): string | undefined {
  const matched = matchMessageTemplate(message);
  if (!matched) {
    return undefined;
  }
  const key = `common:validationTemplates.${matched.id}`;
  if (!i18n.exists(key)) {
    return undefined;
  }
  const catalogue = i18n.t('common:validation', { returnObjects: true }) as Record<string, string>;
  const translateMessage = (text: string) => catalogue[text] ?? text;
  return i18n.t(key, formatValues(matched, i18n.language, translateMessage));
}
