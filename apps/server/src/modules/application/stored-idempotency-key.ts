import { z } from 'zod';
import { parseJsonColumns } from '../../db/stored-data-error.ts';

/**
 * The JSON column of application_idempotency_keys: the first answer to POST …/helocs under a key,
 * replayed for the same key and body. Parsed on read (`readIdempotencyKeyRow`) and checked on write
 * (`checkIdempotencyKeyWrite`); the row is named by its identity (the key is the client's).
 */
export const zStoredCreatedHeloc = z.object({ uuid: z.uuid(), loanNumber: z.string().min(1) });
export type StoredCreatedHeloc = z.infer<typeof zStoredCreatedHeloc>;

export const IDEMPOTENCY_KEY_JSON_COLUMNS = { responseBody: zStoredCreatedHeloc } as const;

export function readIdempotencyKeyRow<T extends Record<string, unknown> & { identityUuid: string }>(
  row: T,
): T {
  return parseJsonColumns(
    'application_idempotency_keys',
    IDEMPOTENCY_KEY_JSON_COLUMNS as never,
    row,
    'read',
    row.identityUuid,
  );
}

export function checkIdempotencyKeyWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns(
    'application_idempotency_keys',
    IDEMPOTENCY_KEY_JSON_COLUMNS as never,
    values,
    'write',
  );
}
