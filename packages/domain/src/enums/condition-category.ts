import { z } from 'zod';

/** ENM-014 / CND-005: the 12 review and task types shown to the borrower as conditions. */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
] as const;
export const zConditionCategory = z.enum(CONDITION_CATEGORIES);
export type ConditionCategory = z.infer<typeof zConditionCategory>;

/** CND-005: any other category is filtered out before display. */
export function isShownConditionCategory(value: string): value is ConditionCategory {
  return (CONDITION_CATEGORIES as readonly string[]).includes(value);
}
