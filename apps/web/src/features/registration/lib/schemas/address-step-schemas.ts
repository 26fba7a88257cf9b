import { zOccupancyField } from '@hearth/domain/validation/occupancy';
import {
  findAddressChoiceProblem,
  isTypeaheadQueryValid,
  PROPERTY_ADDRESS_INVALID_MESSAGE,
} from '@hearth/domain/validation/typeahead';
import { z } from 'zod';

export const PROPERTY_ADDRESS_MESSAGE = PROPERTY_ADDRESS_INVALID_MESSAGE;

const zAddressParts = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** VAL-035: at least 3 characters and more than one word (the domain's rule). */
export function isValidStreetText(text: string): boolean {
  return isTypeaheadQueryValid(text);
}

/** VAL-035/036: typed text that is a street, and an address chosen from the list. */
export const zAddressChoice = z
  .object({ text: z.string(), parts: zAddressParts.nullable() })
  .superRefine((value, context) => {
    const problem = findAddressChoiceProblem(value.text, value.parts !== null && value.parts.street1 !== '');
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
    }
  });

export const zPropertyStep = z.object({
  address: zAddressChoice,
  street2: z.string().trim().max(100),
  occupancyType: zOccupancyField,
});

export const zHomeAddressStep = z.object({ address: zAddressChoice, street2: z.string().trim().max(100) });
