import type { OperatingHoursDay } from './org-config.ts';

/**
 * ORG-030: a week of hours as short English lines in Pacific time, consecutive days with the same
 * hours grouped: "Monday – Friday: 6:00 AM – 6:00 PM PT", "Sunday: Closed".
 */
export function describeWeekHours(week: OperatingHoursDay[]): string[] {
  const lines: { first: string; last: string; hours: string }[] = [];
  for (const day of week) {
    const hours = describeDayHours(day);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) {
      previous.last = capitalise(day.weekday);
    } else {
      lines.push({ first: capitalise(day.weekday), last: capitalise(day.weekday), hours });
    }
  }
  return lines.map(({ first, last, hours }) => `${first === last ? first : `${first} – ${last}`}: ${hours}`);
}

export function describeDayHours(day: OperatingHoursDay): string {
  if (!day.isOpen || !day.startTime || !day.endTime) {
    return 'Closed';
  }
  return `${formatClock(day.startTime)} – ${formatClock(day.endTime)} PT`;
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
