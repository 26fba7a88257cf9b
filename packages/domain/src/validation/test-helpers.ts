import type { z } from 'zod';

/** The messages a schema reports for `input`, in order; empty when it parses. */
export function collectMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
