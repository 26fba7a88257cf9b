import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose fields hold what was typed (text, 'true' / 'false' radios, unticked
 * boxes) while the schema's output is the request body: the submit handler parses the checked
 * values with the body's schema, so the body is typed where it is sent.
 */
export function resolveForm<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<Values>;
}
