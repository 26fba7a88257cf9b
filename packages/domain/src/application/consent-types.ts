import { z } from 'zod';
import { CONSENT_PROMPT_TYPES, type ConsentPromptType } from '../enums/consent-prompt-type.ts';
import { CONSENT_TYPES, type ConsentType } from '../enums/consent-type.ts';

/** When the product asks for each consent (decision 019). */
export const CONSENT_MOMENTS = [
  'APPLICATION_START',
  'CONTACT_PREFERENCES',
  'ELECTRONIC_DISCLOSURES',
  'SOFT_CREDIT_PULL',
  'HARD_CREDIT_PULL',
] as const;
export type ConsentMoment = (typeof CONSENT_MOMENTS)[number];

type KnownConsent = ConsentType | ConsentPromptType;

/**
 * Every consent the product records: the application's (ENM-021), each needed before the step it
 * names, and the SMS consents of registration (REG-040), which the borrower may decline.
 */
const CONSENTS: Record<KnownConsent, { requiredFor: ConsentMoment; required: boolean }> = {
  TERMS_AND_PRIVACY: { requiredFor: 'APPLICATION_START', required: true },
  ELECTRONIC_COMMUNICATIONS: { requiredFor: 'APPLICATION_START', required: true },
  SMS: { requiredFor: 'CONTACT_PREFERENCES', required: false },
  SMS_TRANSACTIONAL: { requiredFor: 'CONTACT_PREFERENCES', required: false },
  E_SIGN: { requiredFor: 'ELECTRONIC_DISCLOSURES', required: true },
  SOFT_CREDIT: { requiredFor: 'SOFT_CREDIT_PULL', required: true },
  HARD_CREDIT: { requiredFor: 'HARD_CREDIT_PULL', required: true },
};

export const zConsentTypeInfo = z.strictObject({
  type: z.enum([...CONSENT_TYPES, ...CONSENT_PROMPT_TYPES]),
  requiredFor: z.enum(CONSENT_MOMENTS),
  required: z.boolean(),
});
export type ConsentTypeInfo = z.infer<typeof zConsentTypeInfo>;

/** API-027: GET …/heloc/consent-types. */
export const zConsentTypeList = z.array(zConsentTypeInfo);

/** Every consent the product records, in the order the borrower meets them. */
export function listConsentTypes(): ConsentTypeInfo[] {
  const types: KnownConsent[] = [...CONSENT_TYPES, ...CONSENT_PROMPT_TYPES];
  const order = (type: KnownConsent) => CONSENT_MOMENTS.indexOf(CONSENTS[type].requiredFor);
  return types.sort((a, b) => order(a) - order(b)).map((type) => ({ type, ...CONSENTS[type] }));
}
