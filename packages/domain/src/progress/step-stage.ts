import type { ProgressStage } from '../enums/progress-stage.ts';
import { type ServerStep, zServerStep } from '../enums/server-step.ts';

type Stage = Exclude<ProgressStage, 'ENOTARY' | 'MANUAL_NOTARY'> | 'NOTARY';

/**
 * PRG-048/049 by where the application is: the coarse stage of every server step, so the progress
 * indicator follows the borrower page by page. Each step counts as the stage of the page it opens
 * (PRG-050's progress-step paths: product/select → Select Offer, start/* → Provide More Info,
 * income/review and bank → Link Income Sources, identity → Verify Identity, signing/* → Sign
 * Documents, notary/* → the notary step); steps without a page of their own count as the stage whose
 * work they do (the valuation and title checks that follow the identity check, the document
 * generation before the signing). Credit, property and decline ends are Basic Info (as in
 * progress-stage.ts); insurance, which the indicator has no step for, stays on the notary step that
 * leads to it.
 */
const STAGE_OF_STEP: Record<ServerStep, Stage> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 'INITIAL',
  WAITING_FOR_SOFT_CREDIT: 'INITIAL',
  SOFT_CREDIT_PULL: 'INITIAL',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'INITIAL',
  CREDIT_NO_MATCH: 'INITIAL',
  CREDIT_NO_MATCH_SSN: 'INITIAL',
  CREDIT_ERROR: 'INITIAL',
  CREDIT_MINOR: 'INITIAL',
  FACTA_REVIEW: 'INITIAL',
  NO_PROPERTY_FOUND: 'INITIAL',
  MULTIPLE_PROPERTIES: 'INITIAL',
  WAITING_FOR_AVM_DATA: 'INITIAL',
  NO_AVM_FOUND: 'INITIAL',
  DELINQUENCY_REVIEW: 'INITIAL',
  UNDERWRITING_REVIEW: 'INITIAL',
  LIEN_VERIFICATION: 'INITIAL',
  LIEN_POSITION_REVIEW: 'INITIAL',
  PREQUAL_TITLE: 'INITIAL',
  ORDER_FULL_TITLE: 'INITIAL',
  WAITING_FOR_INITIAL_OFFERS: 'INITIAL',
  DECLINED: 'INITIAL',
  CANCELLED: 'INITIAL',
  UNKNOWN: 'INITIAL',
  ASSETS_PREQUAL: 'PRODUCT_SELECT',
  OFFER_SELECTION: 'PRODUCT_SELECT',
  REVISED_OFFER_SELECTION: 'PRODUCT_SELECT',
  COLLECT_ADDITIONAL_INFO: 'MORE_INFO',
  HMDA: 'MORE_INFO',
  GEN_APPLICATION_DISCLOSURE: 'MORE_INFO',
  WAITING_FOR_APPLICATION_DISCLOSURE: 'MORE_INFO',
  GEN_SUMMARY_DISCLOSURE: 'MORE_INFO',
  WAITING_FOR_SUMMARY_DISCLOSURE: 'MORE_INFO',
  SUMMARY_DISCLOSURE: 'MORE_INFO',
  APP_SUBMISSION: 'MORE_INFO',
  HARD_CREDIT_PULL: 'MORE_INFO',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'MORE_INFO',
  INCOME_VERIFICATION: 'LINK_INCOME',
  EMPLOYMENT_VERIFICATION: 'LINK_INCOME',
  DOCUMENT_REQUEST: 'LINK_INCOME',
  DISBURSEMENT_ACCOUNT: 'LINK_INCOME',
  BANK_ACCOUNT_VERIFICATION: 'LINK_INCOME',
  AUTOPAY_ACCOUNT: 'LINK_INCOME',
  VERIFIED_AUTOPAY_ACCOUNT: 'LINK_INCOME',
  IDENTITY_VERIFICATION: 'ID_UPLOAD',
  WAITING_FOR_ID_VERIFICATION: 'ID_UPLOAD',
  FRAUD_REVIEW: 'ID_UPLOAD',
  NAV_BPO_ORDER_REQUEST: 'ID_UPLOAD',
  NAV_BPO_ORDERED: 'ID_UPLOAD',
  NAV_BPO_PROCESSING: 'ID_UPLOAD',
  NAV_BPO_REVIEW: 'ID_UPLOAD',
  NAV_RESI_EVAL_ESTIMATE: 'ID_UPLOAD',
  NAV_RESI_EVAL_ORDER_REQUEST: 'ID_UPLOAD',
  NAV_RESI_EVAL_PROCESSING: 'ID_UPLOAD',
  NAV_RESI_EVAL_REVIEW: 'ID_UPLOAD',
  ONSITE_APPRAISAL_PAYMENT: 'ID_UPLOAD',
  ONSITE_APPRAISAL_PENDING: 'ID_UPLOAD',
  ONSITE_APPRAISAL_SCHEDULED: 'ID_UPLOAD',
  ONSITE_APPRAISAL_REVIEW: 'ID_UPLOAD',
  CLTV_LIEN_POSITION_REQUALIFY: 'ID_UPLOAD',
  FINAL_TITLE_ORDER: 'ID_UPLOAD',
  FINAL_TITLE_PROCESSING: 'ID_UPLOAD',
  FINAL_TITLE_REVIEW: 'ID_UPLOAD',
  PAYOFF_REQUEST_PENDING: 'ID_UPLOAD',
  PAYOFF_REVIEW: 'ID_UPLOAD',
  PAYOFF_VERIFICATION: 'ID_UPLOAD',
  MERCHANT_REVIEW: 'ID_UPLOAD',
  LIEN_ATTESTATION: 'ID_UPLOAD',
  GEN_CLOSING_DISCLOSURE: 'SIGNING',
  FINAL_OFFER: 'SIGNING',
  GEN_NOTE_SIGNING: 'SIGNING',
  NOTE_SIGNING: 'SIGNING',
  CO_DEED_REQ: 'SIGNING',
  GEN_NOTARY_DISCLOSURE: 'NOTARY',
  NOTARY_DISCLOSURE: 'NOTARY',
  ATTORNEY_REVIEW: 'NOTARY',
  NOTARY_WAITING_PERIOD: 'NOTARY',
  GEN_DEED_SIGNING: 'NOTARY',
  DEED_SIGNING: 'NOTARY',
  MANUAL_DEED_SIGNING: 'NOTARY',
  E_NOTARY_SESSION: 'NOTARY',
  TRUST_AND_INSURANCE: 'NOTARY',
  INSURANCE_REVIEW: 'NOTARY',
  GEN_RESCISSION: 'COMPLETE',
  RESCISSION: 'COMPLETE',
  GEN_RECORDING: 'COMPLETE',
  RECORDING: 'COMPLETE',
  FUNDABLE: 'COMPLETE',
  DIRECT_DEBT_PAYOFF: 'COMPLETE',
  FUNDING_DECISION: 'COMPLETE',
  COMPLETE: 'COMPLETE',
};

/** The stage of `step`; undefined for a value that is not a server step (the client state decides). */
export function getProgressStageOfStep(step: string | null | undefined, manualNotary = false) {
  const parsed = zServerStep.safeParse(step);
  if (!parsed.success) {
    return undefined;
  }
  const stage = STAGE_OF_STEP[parsed.data];
  if (stage === 'NOTARY') {
    return manualNotary ? 'MANUAL_NOTARY' : 'ENOTARY';
  }
  return stage satisfies ProgressStage;
}
