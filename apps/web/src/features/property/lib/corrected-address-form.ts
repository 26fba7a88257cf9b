import { type PropertyAddressBody, zPropertyAddressBody } from '@hearth/domain/journey/property-review';
import {
  findAddressChoiceProblem,
  PROPERTY_ADDRESS_INVALID_MESSAGE,
} from '@hearth/domain/validation/typeahead';
import { z } from 'zod';

const zParts = z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

interface AddressFormValues {
  address: { parts: z.infer<typeof zParts> | null };
  street2: string;
}

function buildBodyInput(values: AddressFormValues) {
  return { address: { ...values.address.parts, street2: values.street2 } };
}

/**
 * review-app/property: the corrected address, chosen through the typeahead (VAL-035/036) with an
 * optional unit; the body it makes is checked by the same schema the server uses.
 */
export const zCorrectedAddressForm = z
  .object({
    address: z.object({ text: z.string(), parts: zParts.nullable() }).superRefine((value, context) => {
      const problem = findAddressChoiceProblem(value.text, value.parts !== null);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
      }
    }),
    street2: z.string().trim().max(100),
  })
  .superRefine((values, context) => {
    const body = zPropertyAddressBody.safeParse(buildBodyInput(values));
    if (!body.success) {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: body.error.issues[0]?.message ?? PROPERTY_ADDRESS_INVALID_MESSAGE,
      });
    }
  });
export type CorrectedAddressForm = z.infer<typeof zCorrectedAddressForm>;

/** The checked form as the `POST P/property/address` body. */
export function toPropertyAddressBody(values: CorrectedAddressForm): PropertyAddressBody {
  return zPropertyAddressBody.parse(buildBodyInput(values));
}
