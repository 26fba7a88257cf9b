import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 3a — verification of the borrower: income (bank link, payroll, paystubs reviewed by ops,
 * documents on request), employment verification, the disbursement account (linked, or entered by
 * hand and checked: VERIFIED and PENDING_REVIEW pass, a failure asks again), autopay or manual pay,
 * and identity documents. The identity job also decides the valuation the property still needs:
 * a Texas BPO, a residential evaluation when the value was the borrower's estimate, or none.
 */
// biome-ignore format: a table, one transition per line
export const VERIFICATION_OF_BORROWER = [
  // from                          by          event                             to
  ['INCOME_VERIFICATION',         'JOB',      'INCOME_VERIFIED',                'DISBURSEMENT_ACCOUNT'],
  ['INCOME_VERIFICATION',         'OPS',      'PAYSTUBS_APPROVED',              'DISBURSEMENT_ACCOUNT'],
  ['INCOME_VERIFICATION',         'JOB',      'INCOME_OFFER_REVISED',           'REVISED_OFFER_SELECTION'],
  ['INCOME_VERIFICATION',         'JOB',      'EMPLOYMENT_VERIFICATION_NEEDED', 'EMPLOYMENT_VERIFICATION'],
  ['INCOME_VERIFICATION',         'JOB',      'DTI_DECLINED',                   'DECLINED'],
  ['INCOME_VERIFICATION',         'OPS',      'DOCUMENTS_REQUESTED',            'DOCUMENT_REQUEST'],
  ['DOCUMENT_REQUEST',            'BORROWER', 'DOCUMENTS_UPLOADED',             'INCOME_VERIFICATION'],
  ['EMPLOYMENT_VERIFICATION',     'PROVIDER', 'EMPLOYMENT_VERIFIED',            'DISBURSEMENT_ACCOUNT'],
  ['EMPLOYMENT_VERIFICATION',     'PROVIDER', 'EMPLOYMENT_NOT_VERIFIED',        'INCOME_VERIFICATION'],
  ['DISBURSEMENT_ACCOUNT',        'BORROWER', 'DISBURSEMENT_ACCOUNT_LINKED',    'AUTOPAY_ACCOUNT'],
  ['DISBURSEMENT_ACCOUNT',        'BORROWER', 'DISBURSEMENT_ACCOUNT_ENTERED',   'BANK_ACCOUNT_VERIFICATION'],
  ['BANK_ACCOUNT_VERIFICATION',   'JOB',      'BANK_ACCOUNT_VERIFIED',          'AUTOPAY_ACCOUNT'],
  ['BANK_ACCOUNT_VERIFICATION',   'JOB',      'BANK_ACCOUNT_PENDING_REVIEW',    'AUTOPAY_ACCOUNT'],
  ['BANK_ACCOUNT_VERIFICATION',   'JOB',      'BANK_ACCOUNT_REJECTED',          'DISBURSEMENT_ACCOUNT'],
  ['AUTOPAY_ACCOUNT',             'BORROWER', 'AUTOPAY_AUTHORIZED',             'VERIFIED_AUTOPAY_ACCOUNT'],
  ['AUTOPAY_ACCOUNT',             'BORROWER', 'MANUAL_PAY_CHOSEN',              'IDENTITY_VERIFICATION'],
  ['VERIFIED_AUTOPAY_ACCOUNT',    'JOB',      'AUTOPAY_ENROLLED',               'IDENTITY_VERIFICATION'],
  ['IDENTITY_VERIFICATION',       'BORROWER', 'ID_DOCUMENTS_UPLOADED',          'WAITING_FOR_ID_VERIFICATION'],
  ['WAITING_FOR_ID_VERIFICATION', 'JOB',      'ID_VERIFIED',                    'FINAL_TITLE_ORDER'],
  ['WAITING_FOR_ID_VERIFICATION', 'JOB',      'ID_VERIFIED_BPO_REQUIRED',       'NAV_BPO_ORDER_REQUEST'],
  ['WAITING_FOR_ID_VERIFICATION', 'JOB',      'ID_VERIFIED_RESI_EVAL_REQUIRED', 'NAV_RESI_EVAL_ORDER_REQUEST'],
  ['WAITING_FOR_ID_VERIFICATION', 'JOB',      'ID_REJECTED',                    'IDENTITY_VERIFICATION'],
  ['WAITING_FOR_ID_VERIFICATION', 'JOB',      'ID_FRAUD_SUSPECTED',             'FRAUD_REVIEW'],
  ['FRAUD_REVIEW',                'OPS',      'REVIEW_CLEARED',                 'WAITING_FOR_ID_VERIFICATION'],
] as const satisfies readonly TransitionRow[];
