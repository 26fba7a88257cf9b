import { zOccupancyField } from '@hearth/domain/validation/occupancy';
import { findAddressChoiceProblem } from '@hearth/domain/validation/typeahead';
import { z } from 'zod';

const zAddressParts = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

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
