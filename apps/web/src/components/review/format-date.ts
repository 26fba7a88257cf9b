import { type LocaleFormat, localeFormat } from '@hearth/domain/format/locale-format';

/** "October 2, 2026" (es-US "2 de octubre de 2026") from an ISO instant, as a US notice dates it. */
export function formatLongDate(iso: string, format: LocaleFormat = localeFormat('en')): string {
  return format.longDate(new Date(iso));
}
