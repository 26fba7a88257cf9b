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
export const zReferral = z.object({
  uuid: z.uuid(),
  loanOriginatorUuid: z.uuid(),
  status: zText,
  firstName: zText,
  lastName: zText,
  suffix: zText,
  street1: zText,
  street2: zText,
  city: zText,
  state: zText,
  zip: zText,
  phoneNumber: zText,
  email: zText,
});

/** API (002 §7): GET …/heloc/referral-id/{referralUuid} → status and email. */
export const zReferralStatus = z.object({ status: zText, email: zText });

export const zAffiliatePrefill = z.object({
  name: z.object({ firstName: zText, lastName: zText }),
  address: z.object({ street1: zText, street2: zText, city: zText, state: zText, zip: zText }),
  dob: zText,
  email: zText,
  phone: zText,
  income: z.number(),
  affiliates: z.array(zText),
  abVersion: zText,
});
