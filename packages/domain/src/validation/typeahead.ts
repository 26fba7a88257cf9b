import { z } from 'zod';
import { zUsAddress } from './address.ts';

export const PROPERTY_ADDRESS_INVALID_MESSAGE = 'Please enter a valid property address';
/** VAL-036: the spec requires the address through the typeahead but gives no wording; this is ours. */
export const ADDRESS_NOT_SELECTED_MESSAGE = 'Please select your address from the list';
export const TYPEAHEAD_MIN_LENGTH = 3;
export const TYPEAHEAD_MAX_ITEMS = 10;

/** VAL-035: invalid when empty, shorter than 3 characters, or a single word. */
export function isTypeaheadQueryValid(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= TYPEAHEAD_MIN_LENGTH && trimmed.split(/\s+/).length > 1;
}

/** VAL-035 as a field schema: the text typed into the street typeahead. */
export const zTypeaheadQuery = z
  .string({ error: PROPERTY_ADDRESS_INVALID_MESSAGE })
  .max(200, { error: PROPERTY_ADDRESS_INVALID_MESSAGE, abort: true })
  .refine(isTypeaheadQueryValid, { error: PROPERTY_ADDRESS_INVALID_MESSAGE });

/**
 * VAL-035/036 for a typeahead field as the borrower left it: text that cannot be an address gets
 * VAL-035's message; a plausible address typed but not chosen from the list is told to choose one
 * (calling it invalid would be untrue); undefined once an address was chosen.
 */
export function findAddressChoiceProblem(text: string, isChosen: boolean): string | undefined {
  if (!isTypeaheadQueryValid(text)) {
    return PROPERTY_ADDRESS_INVALID_MESSAGE;
  }
  return isChosen ? undefined : ADDRESS_NOT_SELECTED_MESSAGE;
}

/** One typeahead suggestion: the address parts plus the line shown in the list. */
export const zAddressTypeaheadItem = zUsAddress.extend({ fullAddress: z.string().min(1) });
export type AddressTypeaheadItem = z.infer<typeof zAddressTypeaheadItem>;

/** GET /service-property/external/api/v1/address-typeahead?q= (wave 2 contract). */
export const zAddressTypeaheadResponse = z.object({
  items: z.array(zAddressTypeaheadItem).max(TYPEAHEAD_MAX_ITEMS),
});

/**
 * VAL-035/036: the typeahead field is valid when the text is a plausible address and one of the
 * listed suggestions was chosen (`selected` is null until the borrower picks one).
 */
export const zTypeaheadSelection = z.object({
  query: zTypeaheadQuery,
  selected: zAddressTypeaheadItem.nullable().refine((item) => item !== null, {
    error: ADDRESS_NOT_SELECTED_MESSAGE,
  }),
});
