import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.ts';
import { calculateAge, getMinimumAge, getMinimumAgeMessage, type MinimumAgeRule } from './minimum-age.ts';

export const DOB_REQUIRED_MESSAGE = 'Date of birth is required';
export const DOB_INVALID_MESSAGE = 'Invalid date';
/** VAL-007: the configurable minimum year of birth. */
export const DEFAULT_MIN_BIRTH_YEAR = 1900;

/** REG-024: dob as the form keeps it, each part as typed ("7", "07", 7). */
export interface DobParts {
  day: string | number;
  month: string | number;
  year: string | number;
}

export interface DateOfBirthOptions extends MinimumAgeRule {
  /** Today's calendar date in the applicant's time zone, yyyy-MM-dd. */
  today: string;
  minYear?: number;
}

const DISPLAY_SHAPE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const WIRE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads {day, month, year}, "MM/dd/yyyy" (as shown) or "yyyy-MM-dd" (as sent) into parts. */
export function readDobParts(value: unknown): DobParts | undefined {
  if (typeof value === 'string') {
    const display = DISPLAY_SHAPE.exec(value.trim());
    if (display) {
      return { month: display[1] ?? '', day: display[2] ?? '', year: display[3] ?? '' };
    }
    const wire = WIRE_SHAPE.exec(value.trim());
    return wire ? { year: wire[1] ?? '', month: wire[2] ?? '', day: wire[3] ?? '' } : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const { day = '', month = '', year = '' } = value as Partial<Record<keyof DobParts, unknown>>;
    const isPart = (part: unknown) => typeof part === 'string' || typeof part === 'number';
    return isPart(day) && isPart(month) && isPart(year) ? ({ day, month, year } as DobParts) : undefined;
  }
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/** The parts as "yyyy-MM-dd", or undefined when they are not a real calendar date (31 February). */
export function toWireDob({ day, month, year }: DobParts): string | undefined {
  const [d, m, y] = [day, month, year].map((part) => String(part).trim());
  if (!/^\d{1,2}$/.test(d ?? '') || !/^\d{1,2}$/.test(m ?? '') || !/^\d{4}$/.test(y ?? '')) {
    return undefined;
  }
  const wire = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  return isIsoDate(wire) ? wire : undefined;
}

/** VAL-002…007: the message for a date of birth, or undefined when it is acceptable. */
export function checkDateOfBirth(value: unknown, options: DateOfBirthOptions): string | undefined {
  const parts = isBlank(value) ? undefined : readDobParts(value);
  if (!parts) {
    return isBlank(value) ? DOB_REQUIRED_MESSAGE : DOB_INVALID_MESSAGE;
  }
  if (isBlank(parts.year)) {
    return DOB_REQUIRED_MESSAGE;
  }
  const wire = toWireDob(parts);
  if (
    !wire ||
    Number(wire.slice(0, 4)) < (options.minYear ?? DEFAULT_MIN_BIRTH_YEAR) ||
    wire > options.today
  ) {
    return DOB_INVALID_MESSAGE;
  }
  return calculateAge(wire, options.today) < getMinimumAge(options)
    ? getMinimumAgeMessage(options)
    : undefined;
}

/**
 * VAL-002…007: accepts {day, month, year}, "MM/dd/yyyy" or "yyyy-MM-dd" and outputs the date as sent,
 * "yyyy-MM-dd". A future date is an invalid date.
 */
export function zDateOfBirth(options: DateOfBirthOptions) {
  return z.unknown().transform((value, context) => {
    const message = checkDateOfBirth(value, options);
    if (message) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return toWireDob(readDobParts(value) as DobParts) as string;
  });
}
