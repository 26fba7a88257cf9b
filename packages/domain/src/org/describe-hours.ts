import type { OperatingHoursDay } from './org-config.ts';

/** Consecutive days that keep the same hours; `hours` is undefined when closed. */
export interface WeekHoursGroup {
  first: OperatingHoursDay['weekday'];
  last: OperatingHoursDay['weekday'];
  hours: { start: string; end: string } | undefined;
}

function openHours(day: OperatingHoursDay): WeekHoursGroup['hours'] {
  return day.isOpen && day.startTime && day.endTime ? { start: day.startTime, end: day.endTime } : undefined;
}

/** ORG-030: a week of hours, Monday first, consecutive days with the same hours grouped. */
export function groupWeekHours(week: OperatingHoursDay[]): WeekHoursGroup[] {
  const groups: WeekHoursGroup[] = [];
  for (const day of week) {
    const hours = openHours(day);
    const previous = groups.at(-1);
    if (previous && previous.hours?.start === hours?.start && previous.hours?.end === hours?.end) {
      previous.last = day.weekday;
    } else {
      groups.push({ first: day.weekday, last: day.weekday, hours });
    }
  }
  return groups;
}

/**
 * ORG-030: a week of hours as short English lines in Pacific time, consecutive days with the same
 * hours grouped: "Monday – Friday: 6:00 AM – 6:00 PM PT", "Sunday: Closed".
 */
export function describeWeekHours(week: OperatingHoursDay[]): string[] {
  return groupWeekHours(week).map(({ first, last, hours }) => {
    const days = first === last ? capitalise(first) : `${capitalise(first)} – ${capitalise(last)}`;
    return `${days}: ${describeHours(hours)}`;
  });
}

export function describeDayHours(day: OperatingHoursDay): string {
  return describeHours(openHours(day));
}

function describeHours(hours: WeekHoursGroup['hours']): string {
  return hours ? `${formatClock(hours.start)} – ${formatClock(hours.end)} PT` : 'Closed';
}

/** "18:30" → "6:30 PM". */
export function formatClock(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function capitalise(weekday: string): string {
  return weekday.charAt(0) + weekday.slice(1).toLowerCase();
}

const SPANISH_WEEKDAYS: Record<OperatingHoursDay['weekday'], string> = {
  MONDAY: 'lunes',
  TUESDAY: 'martes',
  WEDNESDAY: 'miércoles',
  THURSDAY: 'jueves',
  FRIDAY: 'viernes',
  SATURDAY: 'sábado',
  SUNDAY: 'domingo',
};

/** "18:30" → "6:30 p. m.", as US Spanish writes a time of day. */
export function formatClockSpanish(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/**
 * ORG-030 in Spanish, as the borrower app writes it: "Lunes a viernes: 6:00 a. m. – 6:00 p. m.,
 * hora del Pacífico", "Domingo: Cerrado".
 */
export function describeWeekHoursSpanish(week: OperatingHoursDay[]): string[] {
  return groupWeekHours(week).map(({ first, last, hours }) => {
    const days =
      first === last ? SPANISH_WEEKDAYS[first] : `${SPANISH_WEEKDAYS[first]} a ${SPANISH_WEEKDAYS[last]}`;
    const open = hours
      ? `${formatClockSpanish(hours.start)} – ${formatClockSpanish(hours.end)}, hora del Pacífico`
      : 'Cerrado';
    return `${days.charAt(0).toUpperCase()}${days.slice(1)}: ${open}`;
  });
}
