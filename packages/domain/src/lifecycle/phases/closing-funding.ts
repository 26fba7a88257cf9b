import type { TransitionRow } from '../step-transition.ts';

/**
 * Phase 5 — closing and funding: trust and insurance, the notice of right to cancel, the
 * three-business-day rescission (any owner on title may rescind; the rescission job fires only
 * when the last owner's period has ended), recording, then funding. Funding is reachable only
 * through RESCISSION → RECORDING → FUNDABLE, so no line funds before rescission ends.
 */
// biome-ignore format: a table, one transition per line
export const CLOSING_AND_FUNDING = [
  // from                  by          event                          to
  ['TRUST_AND_INSURANCE', 'BORROWER', 'INSURANCE_UPLOADED',          'INSURANCE_REVIEW'],
  ['INSURANCE_REVIEW',    'JOB',      'INSURANCE_VERIFIED',          'GEN_RESCISSION'],
  ['INSURANCE_REVIEW',    'OPS',      'INSURANCE_REJECTED',          'TRUST_AND_INSURANCE'],
  ['GEN_RESCISSION',      'JOB',      'RESCISSION_NOTICE_GENERATED', 'RESCISSION'],
  ['RESCISSION',          'BORROWER', 'RESCINDED',                   'CANCELLED'],
  ['RESCISSION',          'JOB',      'RESCISSION_PERIOD_ENDED',     'GEN_RECORDING'],
  ['GEN_RECORDING',       'JOB',      'RECORDING_PACKAGE_GENERATED', 'RECORDING'],
  ['RECORDING',           'PROVIDER', 'RECORDED',                    'FUNDABLE'],
  ['FUNDABLE',            'JOB',      'FUNDING_REQUESTED',           'FUNDING_DECISION'],
  ['FUNDABLE',            'JOB',      'DIRECT_PAYOFF_REQUIRED',      'DIRECT_DEBT_PAYOFF'],
  ['DIRECT_DEBT_PAYOFF',  'PROVIDER', 'PAYOFFS_DISBURSED',           'FUNDING_DECISION'],
  ['FUNDING_DECISION',    'PROVIDER', 'FUNDED',                      'COMPLETE'],
] as const satisfies readonly TransitionRow[];
