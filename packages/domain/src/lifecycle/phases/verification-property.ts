import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 3b — verification of the property: liens the data could not settle (before offers),
 * the title prequal, the valuation (Texas BPO, residential evaluation, onsite appraisal) with the
 * CLTV requalification when the value comes in low, the final title, payoffs and the attestation
 * of new credit inquiries (merchant review → lien attestation).
 */
// biome-ignore format: a table, one transition per line
export const VERIFICATION_OF_PROPERTY = [
  // from                           by          event                         to
  ['LIEN_VERIFICATION',            'BORROWER', 'LIENS_CONFIRMED',            'WAITING_FOR_INITIAL_OFFERS'],
  ['LIEN_VERIFICATION',            'BORROWER', 'LIENS_DISPUTED',             'LIEN_POSITION_REVIEW'],
  ['LIEN_POSITION_REVIEW',         'OPS',      'LIEN_POSITION_CONFIRMED',    'WAITING_FOR_INITIAL_OFFERS'],
  ['PREQUAL_TITLE',                'OPS',      'TITLE_PREQUALIFIED',         'WAITING_FOR_INITIAL_OFFERS'],
  ['PREQUAL_TITLE',                'OPS',      'FULL_TITLE_REQUIRED',        'ORDER_FULL_TITLE'],
  ['ORDER_FULL_TITLE',             'PROVIDER', 'TITLE_CLEARED',              'WAITING_FOR_INITIAL_OFFERS'],
  // valuation
  ['NAV_BPO_ORDER_REQUEST',        'BORROWER', 'BPO_ORDERED',                'NAV_BPO_ORDERED'],
  ['NAV_BPO_ORDERED',              'PROVIDER', 'BPO_ACCEPTED',               'NAV_BPO_PROCESSING'],
  ['NAV_BPO_PROCESSING',           'PROVIDER', 'BPO_COMPLETED',              'NAV_BPO_REVIEW'],
  ['NAV_BPO_REVIEW',               'OPS',      'VALUATION_APPROVED',         'FINAL_TITLE_ORDER'],
  ['NAV_BPO_REVIEW',               'OPS',      'VALUATION_BELOW_OFFER',      'CLTV_LIEN_POSITION_REQUALIFY'],
  ['NAV_BPO_REVIEW',               'OPS',      'ONSITE_APPRAISAL_REQUIRED',  'ONSITE_APPRAISAL_PAYMENT'],
  ['NAV_RESI_EVAL_ORDER_REQUEST',  'JOB',      'RESI_EVAL_ORDERED',          'NAV_RESI_EVAL_PROCESSING'],
  ['NAV_RESI_EVAL_PROCESSING',     'PROVIDER', 'RESI_EVAL_COMPLETED',        'NAV_RESI_EVAL_REVIEW'],
  ['NAV_RESI_EVAL_REVIEW',         'OPS',      'VALUATION_APPROVED',         'FINAL_TITLE_ORDER'],
  ['NAV_RESI_EVAL_REVIEW',         'OPS',      'VALUATION_BELOW_OFFER',      'CLTV_LIEN_POSITION_REQUALIFY'],
  ['NAV_RESI_EVAL_REVIEW',         'OPS',      'ONSITE_APPRAISAL_REQUIRED',  'ONSITE_APPRAISAL_PAYMENT'],
  ['NAV_RESI_EVAL_REVIEW',         'OPS',      'VALUE_ESTIMATE_REQUESTED',   'NAV_RESI_EVAL_ESTIMATE'],
  ['NAV_RESI_EVAL_ESTIMATE',       'BORROWER', 'HOME_VALUE_ESTIMATED',       'NAV_RESI_EVAL_ORDER_REQUEST'],
  ['ONSITE_APPRAISAL_PAYMENT',     'BORROWER', 'APPRAISAL_PAID',             'ONSITE_APPRAISAL_PENDING'],
  ['ONSITE_APPRAISAL_PENDING',     'PROVIDER', 'APPRAISAL_SCHEDULED',        'ONSITE_APPRAISAL_SCHEDULED'],
  ['ONSITE_APPRAISAL_SCHEDULED',   'PROVIDER', 'APPRAISAL_COMPLETED',        'ONSITE_APPRAISAL_REVIEW'],
  ['ONSITE_APPRAISAL_REVIEW',      'OPS',      'VALUATION_APPROVED',         'FINAL_TITLE_ORDER'],
  ['ONSITE_APPRAISAL_REVIEW',      'OPS',      'VALUATION_BELOW_OFFER',      'CLTV_LIEN_POSITION_REQUALIFY'],
  ['CLTV_LIEN_POSITION_REQUALIFY', 'BORROWER', 'REQUALIFIED_OFFER_ACCEPTED', 'FINAL_TITLE_ORDER'],
  // final title, payoffs, new inquiries
  ['FINAL_TITLE_ORDER',            'JOB',      'TITLE_ORDERED',              'FINAL_TITLE_PROCESSING'],
  ['FINAL_TITLE_PROCESSING',       'PROVIDER', 'TITLE_CLEARED',              'GEN_CLOSING_DISCLOSURE'],
  ['FINAL_TITLE_PROCESSING',       'PROVIDER', 'TITLE_EXCEPTIONS_FOUND',     'FINAL_TITLE_REVIEW'],
  ['FINAL_TITLE_REVIEW',           'OPS',      'TITLE_EXCEPTIONS_RESOLVED',  'GEN_CLOSING_DISCLOSURE'],
  ['FINAL_TITLE_REVIEW',           'OPS',      'PAYOFF_REQUIRED',            'PAYOFF_REQUEST_PENDING'],
  ['FINAL_TITLE_REVIEW',           'OPS',      'NEW_INQUIRIES_FOUND',        'MERCHANT_REVIEW'],
  ['PAYOFF_REQUEST_PENDING',       'PROVIDER', 'PAYOFF_STATEMENT_RECEIVED',  'PAYOFF_VERIFICATION'],
  ['PAYOFF_VERIFICATION',          'OPS',      'PAYOFF_VERIFIED',            'GEN_CLOSING_DISCLOSURE'],
  ['PAYOFF_VERIFICATION',          'OPS',      'PAYOFF_DISCREPANCY',         'PAYOFF_REVIEW'],
  ['PAYOFF_REVIEW',                'OPS',      'PAYOFF_APPROVED',            'GEN_CLOSING_DISCLOSURE'],
  ['MERCHANT_REVIEW',              'OPS',      'MERCHANT_REVIEWED',          'LIEN_ATTESTATION'],
  ['LIEN_ATTESTATION',             'BORROWER', 'LIENS_ATTESTED',             'GEN_CLOSING_DISCLOSURE'],
] as const satisfies readonly TransitionRow[];
