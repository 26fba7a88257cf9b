import { registrationApi } from '@hearth/domain/api/registration-api';
import { OFFER_CODE_PATTERN } from '@hearth/domain/registration/prefill-sources';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** REG-027 / API-038: the mailed offer of `code`; a code that cannot be one is never asked for. */
export function getOfferCodeQueryOptions(code: string) {
  const canonical = code.trim().toUpperCase();
  return queryOptions({
    ...endpointQuery(registrationApi.offerCode, { params: { code: canonical } }),
    enabled: OFFER_CODE_PATTERN.test(canonical),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
