import { z } from 'zod';

/** The lead portal's look-ups (API-057…059) and the affiliate prefill's query (API-037). */

export const zLoanOriginatorParams = z.object({ loanOriginatorUuid: z.uuid({ message: 'Not found' }) });
export const zReferralParams = z.object({ referralUuid: z.uuid({ message: 'Not found' }) });
export const zPrepopQuery = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not found' }),
  org: z.string().optional(),
});

/**
 * CND-036 (001 §3, 002 §3): what the borrower is shown of the loan officer or broker who referred
 * them. A broker is shown as 'Your broker' when only `brokerName` is set (CND-035).
 */
export const zOriginatorDisplayInfo = z.strictObject({
  originatorName: z.string().nullable(),
  brokerName: z.string().nullable(),
  avatarUri: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  nmls: z.string(),
});
export type OriginatorDisplayInfo = z.infer<typeof zOriginatorDisplayInfo>;

/** Whether the referrer is shown as a broker: only a broker name is known (CND-035). */
export function isShownAsBroker(info: Pick<OriginatorDisplayInfo, 'originatorName' | 'brokerName'>): boolean {
  return !info.originatorName && Boolean(info.brokerName);
}

/** CND-036 / API-059: the loan officer or broker shown on the register pages. */
export const zLoanOriginator = z.object({
  uuid: z.uuid(),
  originatorName: z.string().nullable(),
  brokerName: z.string().nullable(),
  avatarUri: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  nmls: z.string(),
  channel: z.enum(['RETAIL', 'WHOLESALE']),
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});
export type LoanOriginator = z.infer<typeof zLoanOriginator>;

/** API-058. */
export const zLicensedStates = z.object({
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});

/** API (002 §7): GET …/heloc/referral-id/{referralUuid} → status and email. */
export const zReferralStatus = z.object({ status: z.string(), email: z.string() });
