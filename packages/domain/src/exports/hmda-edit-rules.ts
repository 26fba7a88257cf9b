import { US_STATES } from '../org/us-states.ts';
import type { LarRecord, TransmittalSheet } from './hmda-lar-fields.ts';

/**
 * The CFPB's syntactical (S) and validity (V) edits that concern the fields Hearth fills, each with
 * the FIG's number and its wording. A file that fails one is refused by the HMDA Platform, so the
 * export refuses it first and lists what to fix. Quality (Q) and macro edits are warnings a filer
 * verifies on the Platform and are not run here.
 */
export interface FilingContext {
  /** The calendar year the file reports on (the year of the export's dates). */
  year: number;
}

export interface TsEdit {
  id: string;
  message: string;
  passes: (ts: TransmittalSheet, records: readonly LarRecord[], context: FilingContext) => boolean;
}

export interface LarEdit {
  id: string;
  message: string;
  passes: (record: LarRecord, context: FilingContext, ts: TransmittalSheet) => boolean;
}

export interface EditFailure {
  edit: string;
  /** The record's ULI, or 'transmittal sheet'. */
  row: string;
  message: string;
}

export const LEI = /^[A-Za-z0-9]{20}$/;
export const ULI = /^[A-Za-z0-9]{23,45}$/;
export const ZIP = /^\d{5}(-\d{4})?$/;
export const PHONE = /^\d{3}-\d{3}-\d{4}$/;
export const TAX_ID = /^\d{2}-\d{7}$/;
// The states, DC and the territories the FIG's state table lists.
const STATE_CODES = new Set([...Object.keys(US_STATES), 'PR', 'GU', 'VI', 'AS', 'MP']);
export const isStateCode = (value: string) => STATE_CODES.has(value);

/** A real calendar date written YYYYMMDD. */
export function isFigDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) {
    return false;
  }
  const [year, month, day] = [value.slice(0, 4), value.slice(4, 6), value.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isIn =
  (...codes: string[]) =>
  (value: string) =>
    codes.includes(value);
export const blank = (value: string) => value.trim() === '';
