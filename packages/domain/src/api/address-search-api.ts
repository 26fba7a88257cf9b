import { zAddressTypeaheadQuery, zAddressTypeaheadResponse } from '../property/address-typeahead.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-041: residential address suggestions, public. */
export const addressSearchApi = {
  typeahead: defineEndpoint({
    id: 'addressSearch.typeahead',
    method: 'GET',
    path: '/service-property/external/api/v1/address-typeahead',
    auth: 'public',
    query: zAddressTypeaheadQuery,
    response: zAddressTypeaheadResponse,
  }),
};
