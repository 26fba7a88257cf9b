import type { z } from 'zod';

/**
 * A JSON column whose value does not have the shape its schema names — read from the database, or
 * about to be written to it. Stops the request (500) instead of passing a malformed value on.
 */
export class StoredDataError extends Error {
  constructor(
    readonly table: string,
    readonly column: string,
    readonly direction: 'read' | 'write',
    error: z.ZodError,
    rowId?: string,
  ) {
    const where = rowId ? `${table}.${column} of ${rowId}` : `${table}.${column}`;
    const problems = error.issues
      .map((issue) => `${[column, ...issue.path.map(String)].join('.')}: ${issue.message}`)
      .join('; ');
    super(`${where} is malformed (${direction}): ${problems}`);
    this.name = 'StoredDataError';
  }
}

/** Parses each listed column of `row` with its schema; the first that fails throws a StoredDataError. */
export function parseJsonColumns<T extends Record<string, unknown>>(
  table: string,
  schemas: { [K in keyof T]?: z.ZodType<T[K]> },
  row: T,
  direction: 'read' | 'write',
  rowId?: string,
): T {
  const parsed: Record<string, unknown> = { ...row };
  for (const [column, schema] of Object.entries(schemas) as [string, z.ZodType | undefined][]) {
    if (!schema || row[column] === undefined) {
      continue;
    }
    const result = schema.safeParse(row[column]);
    if (!result.success) {
      throw new StoredDataError(table, column, direction, result.error, rowId);
    }
    parsed[column] = result.data;
  }
  return parsed as T;
}
