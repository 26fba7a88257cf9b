import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { JourneyApplication, JourneyDocument } from '../../../lib/heloc-application.ts';
import { getEndOfDayInstant } from './zoned-midnight.ts';

/**
 * Reg Z 1026.15(a)(3): the period runs from the latest of consummation (the note and the deed
 * signed) and the delivery of the rescission notice (generated at GEN_RESCISSION, step graph).
 */
const CONSUMMATION_DOCUMENTS = ['DEED_OF_TRUST', 'NOTE'];
const NOTICE_DOCUMENT = 'NOTICE_OF_RIGHT_TO_CANCEL';

/** The application with its documents, their dates as the documents call lists them once read. */
export type RescissionInput = Omit<JourneyApplication, 'documents'> & {
  documents?: readonly (Pick<JourneyDocument, 'type'> & Partial<JourneyDocument>)[] | null;
};

export interface RescissionWindow {
  /** yyyy-MM-dd, the last day to cancel. */
  deadlineDate: string;
  /** The moment the right ends: midnight after the deadline date, in the borrower's zone. */
  endsAt: Date;
  timeZone: string;
}

function getStartDate(application: RescissionInput): string | null {
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

/**
 * The rescission window from the application, or null before the documents that start it are
 * signed. Once the notice is delivered the server reports the last day and the instant it stops
 * accepting a cancellation: the window ends at midnight after that day on the property's clock, or
 * at the server's instant if that comes first — never later than the server would allow.
 */
export function getRescissionWindow(
  application: RescissionInput,
  deviceTimeZone: string,
): RescissionWindow | null {
  const timeZone = application.timeZone ?? deviceTimeZone;
  if (application.rescissionDeadline) {
    const endOfDay = getEndOfDayInstant(application.rescissionDeadline, timeZone);
    const serverEnd = application.rescissionEndsAt ? new Date(application.rescissionEndsAt) : endOfDay;
    return {
      deadlineDate: application.rescissionDeadline,
      endsAt: serverEnd < endOfDay ? serverEnd : endOfDay,
      timeZone,
    };
  }
  const start = getStartDate(application);
  if (!start) {
    return null;
  }
  const deadlineDate = getRescissionDeadline([start]);
  return { deadlineDate, endsAt: getEndOfDayInstant(deadlineDate, timeZone), timeZone };
}

/**
 * How far the server's clock runs ahead of the device's (ms), from a `serverNow` read when the
 * answer arrived at `receivedAt` (device time). The sandbox clock may be days ahead; a device clock
 * may simply be wrong. 0 without a reading.
 */
export function getClockOffsetMs(serverNow: string | null | undefined, receivedAt: number): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
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
