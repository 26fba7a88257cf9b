import { z } from 'zod';

/** ENM-017: the underwriting sub-decision. */
export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNKNOWN_SUBDECISION',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export const zSubDecision = z.enum(SUB_DECISIONS);
export type SubDecision = z.infer<typeof zSubDecision>;
