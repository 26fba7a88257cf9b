import { z } from 'zod';

/**
 * ENM-021: consents recorded on an application (000 §3 names SOFT_CREDIT and HARD_CREDIT; the
 * rest are the registration consents of REG-025 and the E-SIGN consent required before any
 * electronic disclosure).
 */
export const CONSENT_TYPES = [
  'SOFT_CREDIT',
  'HARD_CREDIT',
  'E_SIGN',
  'TERMS_AND_PRIVACY',
  'ELECTRONIC_COMMUNICATIONS',
] as const;
export const zConsentType = z.enum(CONSENT_TYPES);
export type ConsentType = z.infer<typeof zConsentType>;
