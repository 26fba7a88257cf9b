import type { LoanOriginator } from '@hearth/domain/registration/lead-portal';
import { useQuery } from '@tanstack/react-query';
import { getLoanOriginatorQueryOptions, getReferralQueryOptions } from '../api/get-loan-originator.ts';
import { useRegisterData } from '../lib/register-store.ts';

/** REG-031: the loan officer of the `referrer` query, else the one of the `rid` referral. */
export function useLoanOriginator(): LoanOriginator | undefined {
  const { referrerId, referralId } = useRegisterData();
  const referral = useQuery(getReferralQueryOptions(referrerId ? '' : referralId));
  const uuid = referrerId || referral.data?.loanOriginatorUuid || '';
  return useQuery(getLoanOriginatorQueryOptions(uuid)).data;
}
