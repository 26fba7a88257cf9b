import { z } from 'zod';

/** ENM-021: kinds of consent prompt fetched from GET {consent-base}/consent/prompt/{type} (API-053). */
export const CONSENT_PROMPT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export const zConsentPromptType = z.enum(CONSENT_PROMPT_TYPES);
export type ConsentPromptType = z.infer<typeof zConsentPromptType>;
