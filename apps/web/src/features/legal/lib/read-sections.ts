import type { TFunction } from 'i18next';
import { z } from 'zod';

export const zLegalSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.string()).optional(),
});
export type LegalSection = z.infer<typeof zLegalSection>;

/** A list of sections from the legal catalogue, interpolated with the organisation's details. */
export function readSections(t: TFunction, key: string, values: Record<string, string>): LegalSection[] {
  return z.array(zLegalSection).parse(t(key, { ...values, returnObjects: true }));
}
