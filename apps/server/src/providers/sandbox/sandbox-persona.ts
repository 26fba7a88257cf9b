/**
 * The sandbox personas (DESIGN.md, README): the applicant's last name picks the outcome of every
 * sandbox vendor. Matching ignores case and surrounding spaces; any other name is DEFAULT.
 */
export const SANDBOX_PERSONAS = {
  Frozen: 'FROZEN',
  Pinfrozen: 'PIN_FROZEN',
  Hardfrozen: 'HARD_FROZEN',
  Nomatch: 'NO_MATCH',
  Bureauerror: 'BUREAU_ERROR',
  Minor: 'MINOR',
  Alert: 'FRAUD_ALERT',
  Decline: 'DECLINE',
  Noproperty: 'NO_PROPERTY',
  Multiple: 'MULTIPLE_PROPERTIES',
  Noavm: 'NO_AVM',
  Liens: 'LIENS_TO_CONFIRM',
  Titlereview: 'TITLE_PREQUAL_REVIEW',
  Delinquent: 'DELINQUENT',
  Lowscore: 'LOW_SCORE',
  Highdti: 'HIGH_DTI',
  Limited: 'LIMITED',
  Shortfall: 'INCOME_SHORTFALL',
  Employer: 'EMPLOYMENT_CHECK',
  Idreject: 'ID_REJECTED',
  Fraud: 'ID_FRAUD',
  Titleexceptions: 'TITLE_EXCEPTIONS',
  Newowner: 'RECENT_TRANSFER',
} as const;

export type SandboxPersona = (typeof SANDBOX_PERSONAS)[keyof typeof SANDBOX_PERSONAS] | 'DEFAULT';

const BY_NAME = new Map<string, SandboxPersona>(
  Object.entries(SANDBOX_PERSONAS).map(([name, persona]) => [name.toLowerCase(), persona]),
);

export function selectPersona(lastName: string | null | undefined): SandboxPersona {
  return BY_NAME.get((lastName ?? '').trim().toLowerCase()) ?? 'DEFAULT';
}
