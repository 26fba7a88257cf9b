import { zAffiliatePrefill, zWholesaleReferral } from '@hearth/domain/registration/prefill-sources';
import { z } from 'zod';

export const zLoanOriginatorParams = z.object({ loanOriginatorUuid: z.uuid({ message: 'Not found' }) });
export const zReferralParams = z.object({ referralUuid: z.uuid({ message: 'Not found' }) });
export const zPrepopQuery = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Not found' }),
  org: z.string().optional(),
});

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

export const zLicensedStates = z.object({
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});

const zText = z.string();

/** API-057 (REG-028): the wholesale referral, the domain's contract. */
export const zReferral = zWholesaleReferral;

/** API (002 §7): GET …/heloc/referral-id/{referralUuid} → status and email. */
export const zReferralStatus = z.object({ status: zText, email: zText });

/** API-037 (REG-029): the domain's contract. */
export { zAffiliatePrefill };
