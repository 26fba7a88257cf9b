import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 2 — offers and underwriting: the underwriting decision (offers, income-limited offer →
 * assets, declines by reason, delinquency, manual review), offer selection, the borrower's
 * additional information and HMDA, the early HELOC disclosure and application summary, the
 * submission with its hard pull, and the revised offer after verified income.
 * Personas: Decline, Lowscore, Highdti, Delinquent, Limited (DESIGN.md).
 */
// biome-ignore format: a table, one transition per line
export const OFFERS_AND_UNDERWRITING = [
  // from                                 by          event                               to
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'OFFERS_GENERATED',                 'OFFER_SELECTION'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'OFFERS_INCOME_LIMITED',            'ASSETS_PREQUAL'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'UNDERWRITING_DECLINED',            'DECLINED'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'CREDIT_SCORE_DECLINED',            'DECLINED'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'DTI_DECLINED',                     'DECLINED'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'DELINQUENCY_FOUND',                'DELINQUENCY_REVIEW'],
  ['WAITING_FOR_INITIAL_OFFERS',         'JOB',      'REFERRED_TO_UNDERWRITER',          'UNDERWRITING_REVIEW'],
  ['DELINQUENCY_REVIEW',                 'OPS',      'REVIEW_CLEARED',                   'WAITING_FOR_INITIAL_OFFERS'],
  ['UNDERWRITING_REVIEW',                'OPS',      'REVIEW_CLEARED',                   'WAITING_FOR_INITIAL_OFFERS'],
  ['ASSETS_PREQUAL',                     'JOB',      'ASSETS_VERIFIED',                  'OFFER_SELECTION'],
  ['ASSETS_PREQUAL',                     'BORROWER', 'LIMITED_OFFER_ACCEPTED',           'OFFER_SELECTION'],
  ['OFFER_SELECTION',                    'BORROWER', 'OFFER_SELECTED',                   'COLLECT_ADDITIONAL_INFO'],
  ['COLLECT_ADDITIONAL_INFO',            'BORROWER', 'PROFILE_INFO_ADDED',               'HMDA'],
  ['HMDA',                               'BORROWER', 'HMDA_SUBMITTED',                   'GEN_APPLICATION_DISCLOSURE'],
  ['GEN_APPLICATION_DISCLOSURE',         'JOB',      'APPLICATION_DISCLOSURE_GENERATED', 'WAITING_FOR_APPLICATION_DISCLOSURE'],
  ['WAITING_FOR_APPLICATION_DISCLOSURE', 'JOB',      'APPLICATION_DISCLOSURE_DELIVERED', 'GEN_SUMMARY_DISCLOSURE'],
  ['GEN_SUMMARY_DISCLOSURE',             'JOB',      'SUMMARY_DISCLOSURE_GENERATED',     'WAITING_FOR_SUMMARY_DISCLOSURE'],
  ['WAITING_FOR_SUMMARY_DISCLOSURE',     'JOB',      'SUMMARY_DISCLOSURE_DELIVERED',     'SUMMARY_DISCLOSURE'],
  ['SUMMARY_DISCLOSURE',                 'BORROWER', 'SUMMARY_SIGNED',                   'APP_SUBMISSION'],
  ['APP_SUBMISSION',                     'JOB',      'APPLICATION_SUBMITTED',            'HARD_CREDIT_PULL'],
  ['HARD_CREDIT_PULL',                   'JOB',      'HARD_CREDIT_PULLED',               'INCOME_VERIFICATION'],
  ['HARD_CREDIT_PULL',                   'JOB',      'HARD_CREDIT_FROZEN',               'HARD_CREDIT_LOCKED_OR_FROZEN'],
  ['HARD_CREDIT_PULL',                   'JOB',      'CREDIT_SCORE_DECLINED',            'DECLINED'],
  ['HARD_CREDIT_LOCKED_OR_FROZEN',       'BORROWER', 'CREDIT_UNFROZEN',                  'HARD_CREDIT_PULL'],
  ['REVISED_OFFER_SELECTION',            'BORROWER', 'OFFER_SELECTED',                   'DISBURSEMENT_ACCOUNT'],
] as const satisfies readonly TransitionRow[];
