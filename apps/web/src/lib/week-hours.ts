import { formatClock, groupWeekHours } from '@hearth/domain/org/describe-hours';
import type { OperatingHoursDay } from '@hearth/domain/org/org-config';
import { useTranslation } from 'react-i18next';

/** "18:30" as the language writes a time of day: "6:30 PM" in English, "6:30 p.m." in US Spanish. */
export function formatClockIn(hhmm: string, language: string): string {
  if (language.startsWith('en')) {
    return formatClock(hhmm);
  }
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const time = new Intl.DateTimeFormat(`${language.split('-')[0]}-US`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  // ICU puts a narrow no-break space before "p. m."; the page's text uses plain spaces.
  return time.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * ORG-030: the lender's week of hours as lines in the page language ("Monday – Friday: 6:00 AM –
 * 6:00 PM PT"; "Lunes a viernes: …"), consecutive days with the same hours grouped.
 */
export function useWeekHoursLines(week: OperatingHoursDay[]): string[] {
  const { t, i18n } = useTranslation('common');
  const day = (weekday: OperatingHoursDay['weekday']) => t(`weekHours.weekdays.${weekday}`);
  const clock = (hhmm: string) => formatClockIn(hhmm, i18n.language);
  return groupWeekHours(week).map(({ first, last, hours }) => {
    const days = first === last ? day(first) : t('weekHours.days', { first: day(first), last: day(last) });
    const open = hours
      ? t('weekHours.open', { start: clock(hours.start), end: clock(hours.end) })
      : t('weekHours.closed');
    const line = t('weekHours.line', { days, hours: open });
    return line.charAt(0).toLocaleUpperCase(i18n.language) + line.slice(1);
  });
}
