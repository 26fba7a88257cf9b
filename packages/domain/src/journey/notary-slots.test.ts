import { describe, expect, it } from 'vitest';
import {
  getEarliestSlotStart,
  getZonedIsoDate,
  isOfferedNotarySlot,
  listNotarySlots,
  NOTARY_BOOKING_HORIZON_DAYS,
} from './notary-slots.ts';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
/** Wednesday 1 July 2026, 10:00 in Los Angeles (PDT, UTC−7). */
const NOW = new Date('2026-07-01T17:00:00Z');

function localStarts(slots: { start: string }[], timeZone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return slots.map((slot) => format.format(new Date(slot.start)).replace(',', ''));
}

describe('APP-013 manual notary slots', () => {
  it('offers hourly slots within notary hours, a day ahead at the earliest, in the property zone', () => {
    const slots = listNotarySlots({ from: '2026-07-01', timeZone: LA, now: NOW, days: 2 });
    // Wednesday is inside the lead time; Thursday from 10:00 (24 hours after now) to the 17:00 slot.
    expect(localStarts(slots, LA)).toEqual([
      '2026-07-02 10:00',
      '2026-07-02 11:00',
      '2026-07-02 12:00',
      '2026-07-02 13:00',
      '2026-07-02 14:00',
      '2026-07-02 15:00',
      '2026-07-02 16:00',
      '2026-07-02 17:00',
    ]);
    expect(slots[0]).toEqual({ start: '2026-07-02T17:00:00.000Z', end: '2026-07-02T18:00:00.000Z' });
  });

  it.each<[string, string, string, number]>([
    ['a weekday', '2026-07-08', LA, 9],
    ['a Saturday (10:00–14:00)', '2026-07-11', LA, 4],
    ['a Sunday', '2026-07-12', LA, 0],
    ['Independence Day observed (Friday 3 July 2026)', '2026-07-03', LA, 0],
    ['a weekday on the east coast', '2026-07-08', NY, 9],
  ])('%s: %s in %s has %i slots', (_case, day, timeZone, count) => {
    const slots = listNotarySlots({ from: day, timeZone, now: NOW, days: 1 });
    expect(slots).toHaveLength(count);
    expect(slots.every((slot) => getZonedIsoDate(new Date(slot.start), timeZone) === day)).toBe(true);
  });

  it('starts a page asked for in the past at the first bookable day', () => {
    const slots = listNotarySlots({ from: '2026-06-01', timeZone: LA, now: NOW, days: 1 });
    expect(getZonedIsoDate(new Date(slots[0]?.start ?? ''), LA)).toBe('2026-07-02');
  });

  it('offers nothing before the notary waiting period ends', () => {
    const waitingEndsAt = new Date('2026-07-09T20:30:00Z');
    const slots = listNotarySlots({ from: '2026-07-01', timeZone: LA, now: NOW, waitingEndsAt, days: 14 });
    expect(Date.parse(slots[0]?.start ?? '')).toBeGreaterThanOrEqual(waitingEndsAt.getTime());
    expect(localStarts(slots, LA)[0]).toBe('2026-07-09 14:00');
    expect(getEarliestSlotStart(NOW, waitingEndsAt)).toEqual(waitingEndsAt);
  });

  it('offers nothing past the booking horizon', () => {
    const later = new Date(NOW.getTime() + (NOTARY_BOOKING_HORIZON_DAYS + 1) * 86_400_000);
    const from = getZonedIsoDate(later, LA);
    expect(listNotarySlots({ from, timeZone: LA, now: NOW })).toEqual([]);
  });

  it.each<[string, boolean]>([
    ['2026-07-08T16:00:00.000Z', true],
    ['2026-07-08T09:00:00-07:00', true],
    ['2026-07-08T16:30:00.000Z', false],
    ['2026-07-08T15:00:00.000Z', false],
    ['2026-07-01T20:00:00.000Z', false],
    ['2026-07-12T17:00:00.000Z', false],
    ['not a time', false],
  ])('%s is offered: %s', (slotStart, offered) => {
    expect(isOfferedNotarySlot(slotStart, { timeZone: LA, now: NOW })).toBe(offered);
  });

  it('rejects a from that is not a date', () => {
    expect(() => listNotarySlots({ from: '2026-13-01', timeZone: LA, now: NOW })).toThrow(RangeError);
  });
});
