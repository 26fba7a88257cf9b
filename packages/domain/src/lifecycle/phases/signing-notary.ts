import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 4 — signing and notary: the closing disclosure (held while the flood certificate is
 * awaited: the two self-loops set and clear status.waitingOnFloodCert), the final offer, the note,
 * co-deeders (the job confirms when every co-deeder has accepted, at once when there are none),
 * the notary disclosure (attorney review in attorney states), the notary waiting period (ends at
 * once where the state has none), then the deed before an e-notary or a manual notary.
 */
// biome-ignore format: a table, one transition per line
export const SIGNING_AND_NOTARY = [
  // from                     by          event                             to
  ['GEN_CLOSING_DISCLOSURE', 'JOB',      'CLOSING_DISCLOSURE_GENERATED',   'FINAL_OFFER'],
  ['GEN_CLOSING_DISCLOSURE', 'JOB',      'FLOOD_CERT_PENDING',             'GEN_CLOSING_DISCLOSURE'],
  ['GEN_CLOSING_DISCLOSURE', 'PROVIDER', 'FLOOD_CERT_RECEIVED',            'GEN_CLOSING_DISCLOSURE'],
  ['FINAL_OFFER',            'BORROWER', 'FINAL_OFFER_ACCEPTED',           'GEN_NOTE_SIGNING'],
  ['GEN_NOTE_SIGNING',       'JOB',      'NOTE_GENERATED',                 'NOTE_SIGNING'],
  ['NOTE_SIGNING',           'BORROWER', 'NOTE_SIGNED',                    'CO_DEED_REQ'],
  ['CO_DEED_REQ',            'JOB',      'CO_DEEDERS_CONFIRMED',           'GEN_NOTARY_DISCLOSURE'],
  ['GEN_NOTARY_DISCLOSURE',  'JOB',      'NOTARY_DISCLOSURE_GENERATED',    'NOTARY_DISCLOSURE'],
  ['GEN_NOTARY_DISCLOSURE',  'JOB',      'ATTORNEY_REVIEW_REQUIRED',       'ATTORNEY_REVIEW'],
  ['ATTORNEY_REVIEW',        'PROVIDER', 'ATTORNEY_APPROVED',              'NOTARY_DISCLOSURE'],
  ['NOTARY_DISCLOSURE',      'BORROWER', 'NOTARY_DISCLOSURE_ACKNOWLEDGED', 'NOTARY_WAITING_PERIOD'],
  ['NOTARY_WAITING_PERIOD',  'JOB',      'NOTARY_WAITING_PERIOD_ENDED',    'GEN_DEED_SIGNING'],
  ['GEN_DEED_SIGNING',       'JOB',      'DEED_GENERATED',                 'DEED_SIGNING'],
  ['DEED_SIGNING',           'BORROWER', 'E_NOTARY_SESSION_STARTED',       'E_NOTARY_SESSION'],
  ['DEED_SIGNING',           'BORROWER', 'MANUAL_NOTARY_REQUESTED',        'MANUAL_DEED_SIGNING'],
  ['E_NOTARY_SESSION',       'PROVIDER', 'NOTARY_COMPLETED',               'TRUST_AND_INSURANCE'],
  ['E_NOTARY_SESSION',       'PROVIDER', 'NOTARY_SESSION_FAILED',          'DEED_SIGNING'],
  ['MANUAL_DEED_SIGNING',    'PROVIDER', 'NOTARY_COMPLETED',               'TRUST_AND_INSURANCE'],
  ['MANUAL_DEED_SIGNING',    'BORROWER', 'E_NOTARY_CHOSEN',                'DEED_SIGNING'],
] as const satisfies readonly TransitionRow[];
