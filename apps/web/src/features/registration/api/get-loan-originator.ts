import { queryOptions } from '@tanstack/react-query';
import { lazyEndpointQuery } from '../../../lib/query-keys.ts';
import { loadRegistrationApi } from './registration-contract.ts';

/** REG-031: look-ups are cached for 10 minutes. */
const LOOKUP_STALE_MS = 10 * 60_000;

/** CND-036 / API-059: the loan officer or broker shown on the register pages. */
export function getLoanOriginatorQueryOptions(uuid: string) {
  return queryOptions({
    ...lazyEndpointQuery(
      'leadPortal.loanOriginator',
      async () => (await loadRegistrationApi()).leadPortalApi.loanOriginator,
      { params: { loanOriginatorUuid: uuid } },
    ),
    enabled: uuid !== '',
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
}

/** API-057: the referral of `rid`: it names its loan officer and prefills the register data (REG-028). */
export function getReferralQueryOptions(referralUuid: string) {
  return queryOptions({
    ...lazyEndpointQuery(
      'leadPortal.referral',
      async () => (await loadRegistrationApi()).leadPortalApi.referral,
      { params: { referralUuid } },
    ),
    enabled: referralUuid !== '',
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
}
