import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { AddressSearchProvider } from '../../providers/address-search-provider.ts';
import { createAddressSearchProvider } from '../../providers/create-providers.ts';
import { searchPropertyAddresses } from './address-search.service.ts';

export interface AddressSearchRoutesOptions {
  /** Tests inject a provider; otherwise ADDRESS_SEARCH_PROVIDER chooses (default sandbox). */
  provider?: AddressSearchProvider;
}

/** API-041: the configured address search URL, served from the property registry. Public. */
const addressSearchRoutes: FastifyPluginAsync<AddressSearchRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? createAddressSearchProvider(app.config.providers);

  registerEndpoint(app, addressSearchApi.typeahead, {
    tags: ['address-search'],
    errors: [401],
    config: { rateLimit: RATE_LIMITS.lookup },
    summary: 'Residential address suggestions for the typed text (API-041), at most 10',
    handler: (request) => searchPropertyAddresses(provider, request.query.q),
  });
};

export default addressSearchRoutes;
