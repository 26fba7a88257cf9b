import { z } from 'zod';
import { REQUIRED_MESSAGE } from './required.ts';

const zRequiredConsent = z.literal(true, { error: REQUIRED_MESSAGE });
const zOptionalConsent = z
  .boolean()
  .optional()
  .transform((given) => given ?? false);

/** VAL-028/029 (REG-025): terms/privacy and communications must be given; SMS consents are optional. */
export const zRegisterConsents = z.object({
  termPrivacyConsent: zRequiredConsent,
  communicationConsent: zRequiredConsent,
  smsMarketingConsent: zOptionalConsent,
  smsTransactionalConsent: zOptionalConsent,
});
export type RegisterConsents = z.infer<typeof zRegisterConsents>;

/**
 * DESIGN.md regulatory content: the E-SIGN consent (before any electronic disclosure) and the FCRA
 * soft-pull authorisation ('I agree', before the soft credit check) are both required to submit.
 */
export const zRegulatoryConsents = z.object({
  eSignConsent: zRequiredConsent,
  softCreditConsent: zRequiredConsent,
});
export type RegulatoryConsents = z.infer<typeof zRegulatoryConsents>;
