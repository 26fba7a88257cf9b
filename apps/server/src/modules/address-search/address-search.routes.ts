import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { AddressSearchProvider } from '../../providers/address-search-provider.ts';
import { createAddressSearchProvider } from '../../providers/create-providers.ts';
import { loadProviderConfig } from '../../providers/provider-config.ts';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zAddressTypeaheadQuery, zAddressTypeaheadResponse } from './address-search.schemas.ts';
import { searchPropertyAddresses } from './address-search.service.ts';

export interface AddressSearchRoutesOptions {
  /** Tests inject a provider; otherwise ADDRESS_SEARCH_PROVIDER chooses (default sandbox). */
  provider?: AddressSearchProvider;
}

/** API-041: the configured address search URL, served from the property registry. Public. */
const addressSearchRoutes: FastifyPluginAsync<AddressSearchRoutesOptions> = async (plugin, options) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const provider = options.provider ?? createAddressSearchProvider(loadProviderConfig());

  app.get(
    '/service-property/external/api/v1/address-typeahead',
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['address-search'],
        summary: 'Residential address suggestions for the typed text (API-041), at most 10',
        querystring: zAddressTypeaheadQuery,
        response: { 200: zAddressTypeaheadResponse, ...ERROR_RESPONSES },
      },
    },
    (request) => searchPropertyAddresses(provider, request.query.q),
  );
};

export default addressSearchRoutes;
