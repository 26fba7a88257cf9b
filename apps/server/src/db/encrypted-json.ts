import { z } from 'zod';
import { decryptPii, encryptPii } from '../lib/pii.ts';
import { StoredDataError } from './stored-data-error.ts';

/**
 * A text column holding a JSON value encrypted as PII (lib/pii.ts), with the schema of that value:
 * written only through `encryptJsonColumn` and read only through `decryptJsonColumn`, so what is
 * decrypted is parsed, not cast. A value that does not fit raises a StoredDataError naming the
 * column; zod's messages name the fields, never their values.
 */
export interface EncryptedJsonColumn<T> {
  table: string;
  column: string;
  schema: z.ZodType<T>;
}

const zJsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', message: 'is not JSON', input: undefined });
    return z.NEVER;
  }
});

export function encryptJsonColumn<T>(column: EncryptedJsonColumn<T>, value: T, key: Buffer): string {
  const parsed = column.schema.safeParse(value);
  if (!parsed.success) {
    throw new StoredDataError(column.table, column.column, 'write', parsed.error);
  }
  return encryptPii(JSON.stringify(parsed.data), key);
}

export function decryptJsonColumn<T>(
  column: EncryptedJsonColumn<T>,
  ciphertext: string,
  key: Buffer,
  rowId?: string,
): T {
  const parsed = zJsonText.pipe(column.schema).safeParse(decryptPii(ciphertext, key));
  if (!parsed.success) {
    throw new StoredDataError(column.table, column.column, 'read', parsed.error, rowId);
  }
  return parsed.data;
}
