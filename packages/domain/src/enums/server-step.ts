import { z } from 'zod';

/**
 * ENM-023: the server step of an application (000 §4 "Server step values"). The spec names about
 * 55 values and four families; OP-21 is resolved here with the complete list of 90. The names
 * follow the spec's style and cover every page of the step → page table (000 §4).
 */
export const SERVER_STEPS = [
  // Eligibility, credit and property look-up
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'SOFT_CREDIT_PULL',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'WAITING_FOR_AVM_DATA',
  'NO_AVM_FOUND',
  'DELINQUENCY_REVIEW',
  'FRAUD_REVIEW',
  'UNDERWRITING_REVIEW',
  // Liens
  'LIEN_VERIFICATION',
  'LIEN_POSITION_REVIEW',
  'LIEN_ATTESTATION',
  'CLTV_LIEN_POSITION_REQUALIFY',
  // Offers
  'WAITING_FOR_INITIAL_OFFERS',
  'ASSETS_PREQUAL',
  'OFFER_SELECTION',
  'REVISED_OFFER_SELECTION',
  'FINAL_OFFER',
  // Application details and disclosures
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'GEN_APPLICATION_DISCLOSURE',
  'WAITING_FOR_APPLICATION_DISCLOSURE',
  'GEN_SUMMARY_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'SUMMARY_DISCLOSURE',
  'APP_SUBMISSION',
  'HARD_CREDIT_PULL',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  // Income, identity and accounts
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'IDENTITY_VERIFICATION',
  'WAITING_FOR_ID_VERIFICATION',
  'DOCUMENT_REQUEST',
  'DISBURSEMENT_ACCOUNT',
  'BANK_ACCOUNT_VERIFICATION',
  'AUTOPAY_ACCOUNT',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'MERCHANT_REVIEW',
  // Valuation: broker price opinion, residential evaluation, onsite appraisal
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_ORDERED',
  'NAV_BPO_PROCESSING',
  'NAV_BPO_REVIEW',
  'NAV_RESI_EVAL_ESTIMATE',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_RESI_EVAL_PROCESSING',
  'NAV_RESI_EVAL_REVIEW',
  'ONSITE_APPRAISAL_PAYMENT',
  'ONSITE_APPRAISAL_PENDING',
  'ONSITE_APPRAISAL_SCHEDULED',
  'ONSITE_APPRAISAL_REVIEW',
  // Title, payoffs, trust and insurance
  'PREQUAL_TITLE',
  'ORDER_FULL_TITLE',
  'FINAL_TITLE_ORDER',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_REVIEW',
  'PAYOFF_REQUEST_PENDING',
  'PAYOFF_REVIEW',
  'PAYOFF_VERIFICATION',
  'TRUST_AND_INSURANCE',
  'INSURANCE_REVIEW',
  // Closing: note, co-deed, deed before a notary
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
  'CO_DEED_REQ',
  'GEN_NOTARY_DISCLOSURE',
  'NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'GEN_DEED_SIGNING',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'E_NOTARY_SESSION',
  // After signing: rescission, recording, funding
  'GEN_RESCISSION',
  'RESCISSION',
  'GEN_RECORDING',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  'COMPLETE',
  // Ends and fallback
  'DECLINED',
  'CANCELLED',
  'UNKNOWN',
] as const;
export const zServerStep = z.enum(SERVER_STEPS);
export type ServerStep = z.infer<typeof zServerStep>;

/**
 * PRG-052 / OP-21: the "fixed in-progress list" — steps where the server is doing short
 * automated work (credit pulls, document generation) and the client should poll with backoff.
 * Steps that wait on people or vendors for days (BPO, title, rescission) are not in it.
 */
export const IN_PROGRESS_STEPS = [
  'SOFT_CREDIT_PULL',
  'HARD_CREDIT_PULL',
  'GEN_APPLICATION_DISCLOSURE',
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_DEED_SIGNING',
] as const satisfies readonly ServerStep[];

const WAITING_PREFIX = 'WAITING_FOR';

/** PRG-052: waiting-type steps are those with prefix WAITING_FOR plus the in-progress list. */
export const WAITING_STEPS: readonly ServerStep[] = [
  ...SERVER_STEPS.filter((step) => step.startsWith(WAITING_PREFIX)),
  ...IN_PROGRESS_STEPS,
];

/** PRG-056: values that end re-polling (cancelled, declined, credit error, no match, locked, …). */
export const TERMINAL_STEPS = [
  'CANCELLED',
  'DECLINED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
  'ASSETS_PREQUAL',
] as const satisfies readonly ServerStep[];

export function isWaitingStep(step: string): boolean {
  return (WAITING_STEPS as readonly string[]).includes(step);
}

export function isTerminalStep(step: string): boolean {
  return (TERMINAL_STEPS as readonly string[]).includes(step);
}
