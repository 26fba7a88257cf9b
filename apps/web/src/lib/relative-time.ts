import { measureElapsed } from '@hearth/domain/dates/relative-time';
import { useTranslation } from 'react-i18next';

/**
 * KIT-018: how long ago a moment was, in the page language: "5m", "now", "Mar 5" in English (the
 * spec's short forms), "hace 5 min", "ahora", "el 5 mar" in Spanish.
 */
export function useRelativeTime(): (date: Date, now?: Date) => string {
  const { t, i18n } = useTranslation('common');
  return (date, now) => {
    const elapsed = measureElapsed(date, now);
    if (elapsed.unit === 'now') {
      return t('relativeTime.now');
    }
    if (elapsed.unit === 'date') {
      const locale = `${i18n.language.split('-')[0]}-US`;
      const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(elapsed.date);
      return t('relativeTime.date', { date: day });
    }
    return t(`relativeTime.${elapsed.unit}`, { count: elapsed.count });
  };
}
