import { parseJsonColumns } from '../db/stored-data-error.ts';
import { zJsonObject } from '../db/stored-json.ts';

/**
 * The JSON column of application_timeline: what came with a move (a vendor's reference, staff's
 * reasons, a decision's counts). Its shape varies by event, so it is held to a JSON object; parsed
 * on every read (`readTimelineRow`) and checked on every write (`checkTimelineWrite`).
 */
export const TIMELINE_JSON_COLUMNS = {
  detail: zJsonObject.nullable(),
} as const;

export function readTimelineRow<T extends Record<string, unknown> & { id: number }>(row: T): T {
  return parseJsonColumns(
    'application_timeline',
    TIMELINE_JSON_COLUMNS as never,
    row,
    'read',
    String(row.id),
  );
}

export function checkTimelineWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('application_timeline', TIMELINE_JSON_COLUMNS as never, values, 'write');
}
