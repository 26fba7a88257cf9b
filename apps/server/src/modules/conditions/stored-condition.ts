import { zDocumentType } from '@hearth/domain/enums/document-type';
import { z } from 'zod';
import { parseJsonColumns } from '../../db/stored-data-error.ts';

/**
 * The JSON column of application_conditions: the document types a condition asks for (CND-004),
 * parsed on every read (`readConditionRow`) and checked on every write (`checkConditionWrite`).
 */
export const CONDITION_JSON_COLUMNS = {
  documentTypes: z.array(zDocumentType),
} as const;

export function readConditionRow<T extends Record<string, unknown> & { uuid: string }>(row: T): T {
  return parseJsonColumns('application_conditions', CONDITION_JSON_COLUMNS as never, row, 'read', row.uuid);
}

export function readConditionRows<T extends Record<string, unknown> & { uuid: string }>(rows: T[]): T[] {
  return rows.map(readConditionRow);
}

export function checkConditionWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('application_conditions', CONDITION_JSON_COLUMNS as never, values, 'write');
}
