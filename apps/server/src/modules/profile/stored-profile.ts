import { z } from 'zod';
import { parseJsonColumns } from '../../db/stored-data-error.ts';

/**
 * The JSON columns of profiles, each with its schema: every read parses them (`readProfileRow`)
 * and every write checks them (`checkProfileWrite`), so a malformed value is refused with the
 * column named rather than passed on.
 */

export const zStoredPhoneNumber = z.object({
  /** MOBILE, HOME, WORK … (the alias the borrower registered with is the MOBILE one). */
  type: z.string().min(1),
  number: z.string().min(1),
});
export type StoredPhoneNumber = z.infer<typeof zStoredPhoneNumber>;

export const zStoredAddress = z.object({
  uuid: z.string(),
  type: z.string().min(1),
  /** PRG-037: the ownership the borrower gave for their HOME address; null until then. */
  ownership: z.string().nullable(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type StoredAddress = z.infer<typeof zStoredAddress>;

export const PROFILE_JSON_COLUMNS = {
  phoneNumbers: z.array(zStoredPhoneNumber),
  addresses: z.array(zStoredAddress),
} as const;

/** One row of profiles read from the database, its JSON columns parsed. */
export function readProfileRow<T extends Record<string, unknown> & { uuid: string }>(row: T): T {
  return parseJsonColumns('profiles', PROFILE_JSON_COLUMNS as never, row, 'read', row.uuid);
}

/** The JSON columns of an insert or update, checked before they are written. */
export function checkProfileWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('profiles', PROFILE_JSON_COLUMNS as never, values, 'write');
}
