import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 1 — application and credit: the pre-soft-credit disclosure, the soft pull with its
 * outcomes (match, no match → SSN re-pull, frozen / PIN, error, minor, FACTA alert), and the
 * property look-up with AVM (found, not found, several, no AVM → the borrower's estimate).
 * Personas: default, Frozen, Nomatch, Noproperty (DESIGN.md).
 */
// biome-ignore format: a table, one transition per line
export const APPLICATION_AND_CREDIT = [
  // from                                     by          event                                   to
  ['WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 'JOB',      'PRE_SOFT_CREDIT_DISCLOSURE_DELIVERED', 'WAITING_FOR_SOFT_CREDIT'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'SOFT_CREDIT_MATCHED',                  'WAITING_FOR_AVM_DATA'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'SOFT_CREDIT_NO_MATCH',                 'CREDIT_NO_MATCH'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'SOFT_CREDIT_FROZEN',                   'SOFT_CREDIT_LOCKED_OR_FROZEN'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'SOFT_CREDIT_ERROR',                    'CREDIT_ERROR'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'APPLICANT_MINOR',                      'CREDIT_MINOR'],
  ['WAITING_FOR_SOFT_CREDIT',                'JOB',      'FRAUD_ALERT_ON_FILE',                  'FACTA_REVIEW'],
  ['CREDIT_NO_MATCH',                        'BORROWER', 'SSN_SUBMITTED',                        'SOFT_CREDIT_PULL'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN',           'BORROWER', 'CREDIT_UNFROZEN',                      'SOFT_CREDIT_PULL'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN',           'BORROWER', 'FREEZE_PIN_SUBMITTED',                 'SOFT_CREDIT_PULL'],
  ['CREDIT_ERROR',                           'OPS',      'CREDIT_REPULL_REQUESTED',              'SOFT_CREDIT_PULL'],
  ['CREDIT_NO_MATCH_SSN',                    'OPS',      'CREDIT_REPULL_REQUESTED',              'SOFT_CREDIT_PULL'],
  ['CREDIT_MINOR',                           'OPS',      'REVIEW_CLEARED',                       'WAITING_FOR_AVM_DATA'],
  ['FACTA_REVIEW',                           'OPS',      'REVIEW_CLEARED',                       'WAITING_FOR_AVM_DATA'],
  ['SOFT_CREDIT_PULL',                       'JOB',      'SOFT_CREDIT_MATCHED',                  'WAITING_FOR_AVM_DATA'],
  ['SOFT_CREDIT_PULL',                       'JOB',      'SOFT_CREDIT_NO_MATCH',                 'CREDIT_NO_MATCH'],
  ['SOFT_CREDIT_PULL',                       'JOB',      'SOFT_CREDIT_SSN_NO_MATCH',             'CREDIT_NO_MATCH_SSN'],
  ['SOFT_CREDIT_PULL',                       'JOB',      'SOFT_CREDIT_FROZEN',                   'SOFT_CREDIT_LOCKED_OR_FROZEN'],
  ['SOFT_CREDIT_PULL',                       'JOB',      'SOFT_CREDIT_ERROR',                    'CREDIT_ERROR'],
  // property data and AVM (liens and title prequal are read by the same job)
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'PROPERTY_VALUED',                      'WAITING_FOR_INITIAL_OFFERS'],
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'PROPERTY_NOT_FOUND',                   'NO_PROPERTY_FOUND'],
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'MULTIPLE_PROPERTIES_FOUND',            'MULTIPLE_PROPERTIES'],
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'AVM_NOT_FOUND',                        'NO_AVM_FOUND'],
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'LIENS_NEED_CONFIRMATION',              'LIEN_VERIFICATION'],
  ['WAITING_FOR_AVM_DATA',                   'JOB',      'TITLE_PREQUAL_REVIEW_NEEDED',          'PREQUAL_TITLE'],
  ['NO_PROPERTY_FOUND',                      'BORROWER', 'PROPERTY_ADDRESS_CORRECTED',           'WAITING_FOR_AVM_DATA'],
  ['MULTIPLE_PROPERTIES',                    'BORROWER', 'PROPERTY_SELECTED',                    'WAITING_FOR_AVM_DATA'],
  ['NO_AVM_FOUND',                           'BORROWER', 'HOME_VALUE_ESTIMATED',                 'WAITING_FOR_INITIAL_OFFERS'],
] as const satisfies readonly TransitionRow[];
