import type { z } from 'zod';
import { ConsoleApiError } from './api-error.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The schema's first message for each field, before anything is sent. */
export function schemaFieldErrors<Field extends string>(
  schema: z.ZodType,
  value: unknown,
): { errors: FieldErrors<Field>; ok: boolean } {
  const result = schema.safeParse(value);
  const errors: FieldErrors<Field> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      errors[field] ??= issue.message;
    }
  }
  return { errors, ok: result.success };
}

/**
 * A 400's messages placed at the fields: `body.<field>: …` at that field, any other message at the
 * field the form names as where the server's own rules speak (the password of a new account).
 * Undefined when the error is not a 400.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallbackField: Field,
): FieldErrors<Field> | undefined {
  if (!(error instanceof ConsoleApiError) || error.status !== 400) {
    return undefined;
  }
  const errors: FieldErrors<Field> = {};
  for (const message of error.messages.length ? error.messages : [error.message]) {
    const match = /^body\.(\w+): (.*)$/.exec(message);
    const field = match && fields.includes(match[1] as Field) ? (match[1] as Field) : fallbackField;
    const text = match && field === match[1] ? (match[2] ?? message) : message;
    errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  }
  return errors;
}
