import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.ts';
import { NAME_SUFFIXES } from '../enums/name-suffix.ts';
import type { RegisterData } from './register-data.ts';

/**
 * The records a visitor can arrive with (001 §3), and what each fills in the register data (the
 * draft shape of `register-data.ts`). The client applies them to empty answers only; the profile's
 * name and e-mail (REG-015) are the identity's own and win.
 */

const zText = z.string().max(200);
const zIsoDate = z.string().refine(isIsoDate, 'Expected yyyy-MM-dd');
const zAddressFields = {
  street1: zText,
  street2: zText,
  city: zText,
  state: zText,
  zip: zText,
};

export const OFFER_CODE_INVALID_MESSAGE = 'Please enter a valid offer code';
export const OFFER_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/** A direct-mail offer code as typed or linked: letters, digits and hyphens; compared upper-cased. */
export const zOfferCode = z
  .string()
  .trim()
  .regex(OFFER_CODE_PATTERN, { error: OFFER_CODE_INVALID_MESSAGE })
  .transform((code) => code.toUpperCase());

/** REG-027 (API-038): the offer code record of a mailed pre-qualified offer. */
export const zOfferCodeRecord = z.object({
  firstName: zText,
  lastName: zText,
  inHomeDate: zIsoDate,
  offerCode: zText,
  respondByDate: zIsoDate,
  ...zAddressFields,
});
export type OfferCodeRecord = z.infer<typeof zOfferCodeRecord>;

/** An offer is honoured through its respond-by date, inclusive (`today` is yyyy-MM-dd). */
export function isOfferCodeCurrent(record: Pick<OfferCodeRecord, 'respondByDate'>, today: string): boolean {
  return today <= record.respondByDate;
}

/** REG-028: the wholesale referral a loan officer created for the borrower (API-057). */
export const zWholesaleReferral = z.object({
  uuid: z.uuid(),
  loanOriginatorUuid: z.uuid(),
  status: zText,
  firstName: zText,
  lastName: zText,
  suffix: zText,
  ...zAddressFields,
  phoneNumber: zText,
  email: zText,
});
export type WholesaleReferral = z.infer<typeof zWholesaleReferral>;

/** REG-029 (API-037): an affiliate's prefill; `dob` is yyyy-MM-dd, `income` annual. */
export const zAffiliatePrefill = z.object({
  name: z.object({ firstName: zText, lastName: zText }),
  address: z.object(zAddressFields),
  dob: zText,
  email: zText,
  phone: zText,
  income: z.number().min(0),
  affiliates: z.array(zText).max(20),
  abVersion: zText,
});
export type AffiliatePrefill = z.infer<typeof zAffiliatePrefill>;

type Address = { street1: string; street2: string; city: string; state: string; zip: string };

function pickAddress(source: Address): NonNullable<RegisterData['homeAddress']> {
  const { street1, street2, city, state, zip } = source;
  return { street1, street2, city, state: state.toUpperCase(), zip };
}

/** Leaves out blank answers, so a record never clears what the borrower typed. */
function withoutBlanks<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== '' && entry !== undefined && entry !== null),
  ) as Partial<T>;
}

function readSuffix(value: string): string {
  const upper = value.trim().toUpperCase().replace(/\.$/, '');
  return (NAME_SUFFIXES as readonly string[]).includes(upper) ? upper : '';
}

export function offerCodeToRegisterData(record: OfferCodeRecord): RegisterData {
  return {
    name: withoutBlanks({ firstName: record.firstName, lastName: record.lastName }),
    propertyAddress: withoutBlanks(pickAddress(record)),
  };
}

export function referralToRegisterData(referral: WholesaleReferral): RegisterData {
  return {
    name: withoutBlanks({
      firstName: referral.firstName,
      lastName: referral.lastName,
      suffix: readSuffix(referral.suffix),
    }),
    propertyAddress: withoutBlanks(pickAddress(referral)),
    ...withoutBlanks({ email: referral.email, phoneNumber: referral.phoneNumber }),
  };
}

export function affiliatePrefillToRegisterData(prefill: AffiliatePrefill): RegisterData {
  const [year, month, day] = isIsoDate(prefill.dob) ? prefill.dob.split('-') : [];
  return {
    name: withoutBlanks(prefill.name),
    propertyAddress: withoutBlanks(pickAddress(prefill.address)),
    ...(year && month && day ? { dob: { year, month, day } } : {}),
    income: { income: prefill.income },
    ...withoutBlanks({ email: prefill.email, phoneNumber: prefill.phone }),
  };
}

const zProfileSource = z.object({
  name: z
    .object({
      firstName: z.string().nullish(),
      middleName: z.string().nullish(),
      lastName: z.string().nullish(),
      suffix: z.string().nullish(),
    })
    .nullish(),
  email: z.string().nullish(),
  phoneNumbers: z.array(z.object({ type: z.string(), number: z.string() })).nullish(),
});

/** What a signed-in borrower's profile (API-010) fills, and which parts become read-only (REG-015). */
export interface ProfilePrefill {
  data: RegisterData;
  isNamePrefilled: boolean;
  isEmailPrefilled: boolean;
}

/**
 * REG-015 / REG-026: a profile with a legal name (from an earlier application) fixes the name; its
 * e-mail fixes the e-mail; its mobile number fills an empty phone. The date of birth comes back
 * masked (API-011), so it is never prefilled.
 */
export function profileToRegisterData(profile: unknown): ProfilePrefill {
  const parsed = zProfileSource.safeParse(profile);
  if (!parsed.success) {
    return { data: {}, isNamePrefilled: false, isEmailPrefilled: false };
  }
  const { name, email, phoneNumbers } = parsed.data;
  const hasName = Boolean(name?.firstName?.trim() && name.lastName?.trim());
  const mobile = phoneNumbers?.find((phone) => phone.type === 'MOBILE') ?? phoneNumbers?.[0];
  const data: RegisterData = {
    ...(hasName && name
      ? {
          name: {
            firstName: name.firstName ?? '',
            middleName: name.middleName ?? '',
            lastName: name.lastName ?? '',
            suffix: readSuffix(name.suffix ?? ''),
          },
        }
      : {}),
    ...(email ? { email } : {}),
    ...(mobile?.number ? { phoneNumber: mobile.number } : {}),
  };
  return { data, isNamePrefilled: hasName, isEmailPrefilled: Boolean(email) };
}
