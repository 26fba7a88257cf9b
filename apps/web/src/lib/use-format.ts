import { type LocaleFormat, localeFormat } from '@hearth/domain/format/locale-format';
import { toLanguage } from '@hearth/domain/i18n/language';
import { DEFAULT_LANGUAGE } from '@hearth/domain/profile/language';
import { useTranslation } from 'react-i18next';

/**
 * Money, percentages, counts, dates and phone numbers as the page's language writes them (en-US or
 * es-US, decision 036): the one way a page formats them, so a Spanish page never shows Spain's
 * formats (`Intl` given a bare "es") nor an English date.
 */
export function useFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  return localeFormat(toLanguage(i18n.language) ?? DEFAULT_LANGUAGE);
}
