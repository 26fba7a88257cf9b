import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { isTypeaheadQueryValid } from '@hearth/domain/validation/typeahead';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { answerForm, readFormFields, toFieldErrors } from '../../../lib/form-action.ts';
import { createEmptyRegisterData } from '../lib/register-data.ts';
import { zPropertyStep } from '../lib/schemas/address-step-schemas.ts';
import { getNextStep, getV2Path } from '../lib/v2-steps.ts';

/**
 * The first step sent without scripts (decision 029): checked with the step's schema, each message
 * at its field (VAL-035…037). The address counts as chosen (VAL-036) when the text is, word for
 * word, one of the typeahead's suggestions for it; else the visitor is told to choose from the list.
 * A step that passes goes on as the browser's would; the answers are kept in the tab (REG-022),
 * not here, so the next step is the browser's to draw.
 */
export async function answerPropertyStep({ request }: ActionFunctionArgs) {
  const fields = await readFormFields(request, ['address', 'street2', 'occupancyType']);
  const parsed = zPropertyStep.safeParse({
    address: { text: fields.address, parts: await findListedAddress(fields.address) },
    street2: fields.street2,
    occupancyType: fields.occupancyType,
  });
  if (!parsed.success) {
    return answerForm({ fieldErrors: toFieldErrors(parsed.error), values: fields });
  }
  const data = createEmptyRegisterData();
  data.propertyAddress.occupancyType = parsed.data.occupancyType;
  const next = getNextStep('property-address', data);
  return redirect(next ? getV2Path(next) : new URL(request.url).pathname);
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The typeahead's suggestion that is exactly the text typed (API-041), as the list would give it. */
async function findListedAddress(text: string) {
  if (!isTypeaheadQueryValid(text)) {
    return null;
  }
  const { items } = await callEndpoint(addressSearchApi.typeahead, { query: { q: text.trim() } });
  const listed = items.find((item) => normalise(item.fullAddress) === normalise(text));
  return listed
    ? { street1: listed.street1, street2: '', city: listed.city, state: listed.state, zip: listed.zip }
    : null;
}
