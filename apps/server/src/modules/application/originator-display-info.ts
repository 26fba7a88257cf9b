import type { OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import type { LeadPortalProvider } from '../../providers/lead-portal-provider.ts';

type Lookups = Pick<LeadPortalProvider, 'findLoanOriginator' | 'findReferral'>;

/**
 * CND-031…036: the loan officer or broker an application came through — its `referrerId` (the
 * `referrer` query at registration), else the loan officer of its referral (`rid`) — as the borrower
 * is shown them. Null when nobody referred it or the lead portal no longer knows the referrer.
 */
export async function findOriginatorDisplayInfo(
  lookups: Lookups,
  application: { referrerId: string | null; referralId: string | null },
): Promise<OriginatorDisplayInfo | null> {
  const referral =
    !application.referrerId && application.referralId
      ? await lookups.findReferral(application.referralId)
      : undefined;
  const originatorUuid = application.referrerId ?? referral?.loanOriginatorUuid;
  const originator = originatorUuid ? await lookups.findLoanOriginator(originatorUuid) : undefined;
  if (!originator) {
    return null;
  }
  const { originatorName, brokerName, avatarUri, email, phoneNumber, nmls } = originator;
  return { originatorName, brokerName, avatarUri, email, phoneNumber, nmls };
}
