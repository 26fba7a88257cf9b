/** Slots grouped by their calendar day in `timeZone`, each labelled there ("9:00 AM"). */
export interface SlotDay {
  key: string;
  label: string;
  slots: { start: string; label: string }[];
}

export function formatSlotDays(
  slots: readonly { start: string }[],
  timeZone: string,
  locale = 'en-US',
): SlotDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const instant = new Date(slot.start);
    const key = dayKey.format(instant);
    const day = days.get(key) ?? { key, label: dayLabel.format(instant), slots: [] };
    day.slots.push({ start: slot.start, label: time.format(instant) });
    days.set(key, day);
  }
  return [...days.values()];
}

/** "Tuesday, November 24 at 9:00 AM PST" in `timeZone`. */
export function formatSlotMoment(iso: string, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * The zone as people say it ("Pacific time", "Hawaii-Aleutian Standard time"), never its IANA id:
 * the generic long name, with "Time" in lower case as in a sentence.
 */
export function getZoneLongName(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return (part?.value ?? timeZone).replace(/ Time$/, ' time');
}

/** The zone's short name now ("PST"), to say which clock the times are on. */
export function getZoneName(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
