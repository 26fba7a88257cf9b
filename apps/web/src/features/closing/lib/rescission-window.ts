import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { JourneyApplication } from '../../../lib/heloc-application.ts';
import { getEndOfDayInstant } from './zoned-midnight.ts';

/**
 * Reg Z 1026.15(a)(3): the period runs from the latest of consummation (the note and the deed
 * signed) and the delivery of the rescission notice (generated at GEN_RESCISSION, step graph).
 */
const CONSUMMATION_DOCUMENTS = ['DEED_OF_TRUST', 'NOTE'];
const NOTICE_DOCUMENT = 'NOTICE_OF_RIGHT_TO_CANCEL';

export interface RescissionWindow {
  /** yyyy-MM-dd, the last day to cancel. */
  deadlineDate: string;
  /** The moment the right ends: midnight after the deadline date, in the borrower's zone. */
  endsAt: Date;
  timeZone: string;
}

function getStartDate(application: JourneyApplication): string | null {
  if (application.rescissionStartDate) {
    return application.rescissionStartDate.slice(0, 10);
  }
  const documents = application.documents ?? [];
  const dates = [
    ...documents
      .filter((document) => CONSUMMATION_DOCUMENTS.includes(document.type))
      .map((document) => document.signedDate),
    ...documents
      .filter((document) => document.type === NOTICE_DOCUMENT)
      .map((document) => document.signedDate ?? document.createdDate),
  ]
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10))
    .sort();
  return dates.at(-1) ?? null;
}

/** The rescission window from the application, or null before the documents that start it are signed. */
export function getRescissionWindow(
  application: JourneyApplication,
  deviceTimeZone: string,
): RescissionWindow | null {
  const start = getStartDate(application);
  if (!start) {
    return null;
  }
  const timeZone = application.timeZone ?? deviceTimeZone;
  const deadlineDate = getRescissionDeadline([start]);
  return { deadlineDate, endsAt: getEndOfDayInstant(deadlineDate, timeZone), timeZone };
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes until `endsAt` (rounded up to the minute, so 0 means over). */
export function getRemaining(endsAt: Date, now: Date): Remaining {
  const totalMinutes = Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
