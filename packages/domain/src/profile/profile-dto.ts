import { z } from 'zod';
import { zAddressType } from '../enums/address-type.ts';
import { zOwnershipType } from '../enums/ownership-type.ts';
import { zProfileType } from '../enums/profile-type.ts';
import { zLanguage } from './language.ts';

/** API-013: the borrower's name; parts are null until the borrower has given them. */
export const zPersonName = z.strictObject({
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
});
export type PersonName = z.infer<typeof zPersonName>;

export const PHONE_NUMBER_TYPES = ['MOBILE', 'HOME', 'WORK'] as const;
export const zPhoneNumber = z.strictObject({ type: z.enum(PHONE_NUMBER_TYPES), number: z.string() });
export type PhoneNumber = z.infer<typeof zPhoneNumber>;

/** API-011: a HOME address with how the borrower holds it. */
export const zProfileAddress = z.strictObject({
  uuid: z.uuid(),
  type: zAddressType,
  ownership: zOwnershipType.nullable(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ProfileAddress = z.infer<typeof zProfileAddress>;

/** The year stays visible (age rules need it); day and month never leave the server. */
export const zMaskedDob = z.string().regex(/^\*\*\/\*\*\/(\d{4}|\*{4})$/);

/**
 * GET /service-profile/api/v1/profile (API-010/011). `dob` is masked ('**\/**\/1980'); the SSN is
 * never returned, only `hasSsn`. `language` is the one Hearth writes to the borrower in (messages,
 * e-mails, texts, documents).
 */
export const zProfile = z.strictObject({
  uuid: z.uuid(),
  type: zProfileType,
  name: zPersonName,
  email: z.string(),
  dob: zMaskedDob.nullable(),
  phoneNumbers: z.array(zPhoneNumber),
  addresses: z.array(zProfileAddress),
  hasSsn: z.boolean(),
  optimizelyProfileUuid: z.uuid().nullable(),
  language: zLanguage,
});
export type Profile = z.infer<typeof zProfile>;

/**
 * API-013: the borrower entity (002 §3) — name, email, phone numbers and type, CO_DEEDER marking an
 * additional signer; the profile's other fields stay with the profile call.
 */
export const zBorrower = zProfile.pick({
  uuid: true,
  type: true,
  name: true,
  email: true,
  phoneNumbers: true,
});
export type Borrower = z.infer<typeof zBorrower>;
