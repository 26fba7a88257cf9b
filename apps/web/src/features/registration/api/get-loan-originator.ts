import type { WholesaleReferral } from '@hearth/domain/registration/prefill-sources';
import { apiFetch } from '../../../lib/api-client.ts';

/** CND-036 / API-059: the loan officer or broker shown on the register pages. */
export interface LoanOriginator {
  uuid: string;
  originatorName: string | null;
  brokerName: string | null;
  avatarUri: string | null;
  email: string;
  phoneNumber: string;
  nmls: string;
  licensedStates: string[];
  enforceLicensedStatesForReferral: boolean;
}

/** REG-031: look-ups are cached for 10 minutes. */
const LOOKUP_STALE_MS = 10 * 60_000;

export function getLoanOriginatorQueryOptions(uuid: string) {
  return {
    queryKey: ['loan-originator', uuid] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<LoanOriginator>(`/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`, { signal }),
    enabled: uuid !== '',
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  };
}

/** API-057: the referral of `rid`: it names its loan officer and prefills the register data (REG-028). */
export function getReferralQueryOptions(referralUuid: string) {
  return {
    queryKey: ['referral', referralUuid] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<WholesaleReferral>(`/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`, {
        signal,
      }),
    enabled: referralUuid !== '',
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  };
}
