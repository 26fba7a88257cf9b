import { OFFER_CODE_PATTERN } from '@hearth/domain/registration/prefill-sources';
import { queryOptions } from '@tanstack/react-query';
import { lazyEndpointQuery } from '../../../lib/query-keys.ts';
import { loadRegistrationApi } from './registration-contract.ts';

/** REG-027 / API-038: the mailed offer of `code`; a code that cannot be one is never asked for. */
export function getOfferCodeQueryOptions(code: string) {
  const canonical = code.trim().toUpperCase();
  return queryOptions({
    ...lazyEndpointQuery(
      'registration.offerCode',
      async () => (await loadRegistrationApi()).registrationApi.offerCode,
      { params: { code: canonical } },
    ),
    enabled: OFFER_CODE_PATTERN.test(canonical),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
