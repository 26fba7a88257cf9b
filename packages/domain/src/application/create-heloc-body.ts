import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.ts';
import { type ConsentType, zConsentType } from '../enums/consent-type.ts';
import { EMPLOYMENT_TYPES } from '../enums/employment-type.ts';
import { buildCreateHelocInput } from '../registration/build-create-heloc-input.ts';
import {
  type CreateHelocFieldError,
  type CreateHelocValidationContext,
  listCreateHelocContextErrors,
} from '../registration/create-heloc-context-rules.ts';
import { joinFieldProblems, nameCreateHelocField } from '../registration/create-heloc-field-names.ts';
import type { RegisterData } from '../registration/register-data.ts';
import { zCity, zStateField, zStreet1, zStreet2, zZip } from '../validation/address.ts';
import {
  DEFAULT_MIN_BIRTH_YEAR,
  DOB_INVALID_MESSAGE,
  DOB_REQUIRED_MESSAGE,
} from '../validation/date-of-birth.ts';
import { zEmail } from '../validation/email.ts';
import { mapEmploymentTypeForCreate } from '../validation/employment-type-for-create.ts';
import { zIsListedForSale } from '../validation/for-sale.ts';
import { UNEMPLOYED_MESSAGE, zIncomeValue } from '../validation/income.ts';
import { fillMessageTemplate } from '../validation/message-templates.ts';
import { zFirstName, zLastName, zMiddleName, zNameSuffixField } from '../validation/name.ts';
import { zOccupancyField } from '../validation/occupancy.ts';
import { zPhoneNumber } from '../validation/phone.ts';
import { REQUIRED_MESSAGE } from '../validation/required.ts';

export {
  type CreateHelocFieldError,
  type CreateHelocValidationContext,
  REQUIRED_CREATE_CONSENT_TYPES,
} from '../registration/create-heloc-context-rules.ts';
export { mapEmploymentTypeForCreate } from '../validation/employment-type-for-create.ts';

const zId = z.string().trim().min(1).max(100);
const zBodyAddress = z.strictObject({
  street1: zStreet1,
  street2: zStreet2,
  city: zCity,
  state: zStateField,
  zip: zZip,
});
const zConsentRequests = z.array(z.strictObject({ type: zConsentType })).max(10);

/** 'yyyy-MM-dd', a real date from the minimum year on; the age rules need context (validateCreateHelocBody). */
const zWireDob = z
  .string({ error: DOB_REQUIRED_MESSAGE })
  .min(1, { error: DOB_REQUIRED_MESSAGE, abort: true })
  .refine((dob) => isIsoDate(dob) && Number(dob.slice(0, 4)) >= DEFAULT_MIN_BIRTH_YEAR, DOB_INVALID_MESSAGE);

/** API-024/025: the full list (or UNRECOGNIZED) in, the create mapping out; UNEMPLOYED refused (VAL-043). */
const zCreateEmploymentType = z
  .enum([...EMPLOYMENT_TYPES, 'UNRECOGNIZED'], { error: REQUIRED_MESSAGE })
  .refine((type) => type !== 'UNEMPLOYED', { error: UNEMPLOYED_MESSAGE })
  .transform(mapEmploymentTypeForCreate);

/**
 * API-020…023: POST /service-application/api/v3/application/helocs?state=XX.
 * Strict at every level, with the context-free field rules; `validateCreateHelocBody` adds the rest.
 */
export const zCreateHelocBody = z.strictObject({
  profileRequest: z.strictObject({
    name: z.strictObject({
      firstName: zFirstName,
      middleName: zMiddleName,
      lastName: zLastName({ isProduction: false }),
      suffix: zNameSuffixField,
    }),
    email: zEmail,
    dob: zWireDob,
    phoneNumber: zPhoneNumber,
    homeAddress: zBodyAddress,
    assetAddress: zBodyAddress,
  }),
  propertyRequest: z.strictObject({ address: zBodyAddress, occupancyType: zOccupancyField }),
  propertyListedForSale: zIsListedForSale,
  income: z.strictObject({
    incomePrimary: zIncomeValue,
    incomeOther: zIncomeValue.default(0),
    incomeCoDeeders: z.array(zIncomeValue).max(10).default([]),
  }),
  employmentType: zCreateEmploymentType,
  consentRequests: zConsentRequests,
  abVersionsRequest: z.record(zId, zId).optional(),
  affiliateAbVersion: zId.optional(),
  affiliateAppIndicator: z.boolean().optional(),
  affiliateLiveOffers: z.boolean().optional(),
  consentListRequest: zConsentRequests.optional(),
  marketingTools: z
    .strictObject({ totalExpertOwnerId: zId.optional(), totalExpertContactId: zId.optional() })
    .optional(),
  publish: z.boolean().optional(),
  utmParameters: z.record(z.string().regex(/^utm_[a-z_]{1,30}$/), z.string().max(200)).optional(),
  offerCode: zId.optional(),
  optimizelyProfileRequest: z.record(zId, z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  referrerId: zId.optional(),
  referralId: zId.optional(),
});
export type CreateHelocBody = z.infer<typeof zCreateHelocBody>;
export type CreateHelocBodyInput = z.input<typeof zCreateHelocBody>;

/** The `?state=XX` query of the create call. */
export const zCreateHelocQuery = z.object({ state: zStateField });

export type CreateHelocValidation =
  | { success: true; data: CreateHelocBody }
  | { success: false; errors: CreateHelocFieldError[] };

/**
 * The server's check of a create body: the schema plus the rules needing context (production
 * last name, age by property state and org, NY block, referral licence, state/zip, consents).
 * One message per field, the schema's first.
 */
export function validateCreateHelocBody(
  body: unknown,
  context: CreateHelocValidationContext,
): CreateHelocValidation {
  const result = zCreateHelocBody.safeParse(body);
  const errors: CreateHelocFieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  for (const error of listCreateHelocContextErrors(body, context)) {
    if (!errors.some((existing) => existing.path === error.path)) {
      errors.push(error);
    }
  }
  const firstPerField = errors.filter(
    (error, index) => errors.findIndex((e) => e.path === error.path) === index,
  );
  return result.success && firstPerField.length === 0
    ? { success: true, data: result.data }
    : { success: false, errors: firstPerField };
}

/** The optional fields of 001 §7 (utm, offer code, referral, affiliate, marketing tools…). */
export type CreateHelocOptionalFields = Omit<
  CreateHelocBodyInput,
  | 'profileRequest'
  | 'propertyRequest'
  | 'propertyListedForSale'
  | 'income'
  | 'employmentType'
  | 'consentRequests'
>;

export interface ToCreateHelocContext extends CreateHelocOptionalFields {
  /** Consents given on the page besides the registration ones (e.g. E_SIGN, SOFT_CREDIT). */
  consentTypes?: readonly ConsentType[];
}

/**
 * REG-039: the create body from register data (see `buildCreateHelocInput`), with the optional
 * fields of the context. Throws when the data is incomplete: every step validates before submit,
 * so that is a bug, not a borrower's error.
 */
export function toCreateHelocBody(data: RegisterData, context: ToCreateHelocContext = {}): CreateHelocBody {
  const { consentTypes = [], ...optional } = context;
  const result = zCreateHelocBody.safeParse({ ...optional, ...buildCreateHelocInput(data, consentTypes) });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      field: nameCreateHelocField(issue.path, 'en'),
      message: issue.message,
    }));
    throw new Error(fillMessageTemplate('registerDataIncomplete', { problems: joinFieldProblems(problems) }));
  }
  return result.data;
}

/** The marketing and experiment fields of the create body, kept with the application as sent (API-021…023). */
export const zSubmissionExtras = zCreateHelocBody
  .pick({
    abVersionsRequest: true,
    affiliateAbVersion: true,
    affiliateAppIndicator: true,
    affiliateLiveOffers: true,
    marketingTools: true,
    publish: true,
    optimizelyProfileRequest: true,
  })
  .extend({ incomeCoDeeders: z.array(zIncomeValue).max(10) });
export type SubmissionExtras = z.infer<typeof zSubmissionExtras>;
