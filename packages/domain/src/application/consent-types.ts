import { z } from 'zod';
import { CONSENT_TYPES, type ConsentType, zConsentType } from '../enums/consent-type.ts';

/** When the product asks for each consent on an application (decision 019). */
export const CONSENT_MOMENTS = [
  'APPLICATION_START',
  'ELECTRONIC_DISCLOSURES',
  'SOFT_CREDIT_PULL',
  'HARD_CREDIT_PULL',
] as const;
export type ConsentMoment = (typeof CONSENT_MOMENTS)[number];

const MOMENT_OF: Record<ConsentType, ConsentMoment> = {
  TERMS_AND_PRIVACY: 'APPLICATION_START',
  ELECTRONIC_COMMUNICATIONS: 'APPLICATION_START',
  E_SIGN: 'ELECTRONIC_DISCLOSURES',
  SOFT_CREDIT: 'SOFT_CREDIT_PULL',
  HARD_CREDIT: 'HARD_CREDIT_PULL',
};

export const zConsentTypeInfo = z.strictObject({
  type: zConsentType,
  requiredFor: z.enum(CONSENT_MOMENTS),
});
export type ConsentTypeInfo = z.infer<typeof zConsentTypeInfo>;

/** API-027: GET …/heloc/consent-types. */
export const zConsentTypeList = z.array(zConsentTypeInfo);

/** Every consent an application records (ENM-021), in the order the borrower meets them. */
export function listConsentTypes(): ConsentTypeInfo[] {
  const order = (type: ConsentType) => CONSENT_MOMENTS.indexOf(MOMENT_OF[type]);
  return [...CONSENT_TYPES]
    .sort((a, b) => order(a) - order(b))
    .map((type) => ({ type, requiredFor: MOMENT_OF[type] }));
}
