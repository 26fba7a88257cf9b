import { z } from 'zod';

export const MAX_SUGGESTIONS = 10;
export const MAX_QUERY_LENGTH = 200;

export const zAddressTypeaheadQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, { message: 'Please enter a valid property address' }).default(''),
  org: z.string().optional(),
});

/** One typeahead suggestion: the full address plus its parts (001 §3). */
export const zAddressSuggestion = z.object({
  fullAddress: z.string(),
  street1: z.string(),
  street2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type AddressSuggestion = z.infer<typeof zAddressSuggestion>;

/** API-041: `{ items }`, at most MAX_SUGGESTIONS. */
export const zAddressTypeaheadResponse = z.object({ items: z.array(zAddressSuggestion) });
