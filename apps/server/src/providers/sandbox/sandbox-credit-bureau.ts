import { randomUUID } from 'node:crypto';
import type {
  CreditBureauProvider,
  CreditPullRequest,
  CreditPullResult,
  CreditReport,
  Tradeline,
} from '../credit-bureau-provider.ts';
import { type SandboxPersona, selectPersona } from './sandbox-persona.ts';

const CURRENT_TRADELINES: Tradeline[] = [
  {
    creditor: 'Sandbox Home Loans',
    type: 'MORTGAGE',
    balance: 248_000,
    monthlyPayment: 1_450,
    status: 'CURRENT',
  },
  { creditor: 'Sandbox Auto Finance', type: 'AUTO', balance: 14_200, monthlyPayment: 380, status: 'CURRENT' },
  {
    creditor: 'Sandbox Card Services',
    type: 'REVOLVING',
    balance: 3_100,
    monthlyPayment: 120,
    status: 'CURRENT',
  },
];

/** Debts no income of a normal application can carry under the DTI ceiling (Highdti). */
const HEAVY_TRADELINES: Tradeline[] = [
  {
    creditor: 'Sandbox Home Loans',
    type: 'MORTGAGE',
    balance: 610_000,
    monthlyPayment: 4_200,
    status: 'CURRENT',
  },
  {
    creditor: 'Sandbox Auto Finance',
    type: 'AUTO',
    balance: 62_000,
    monthlyPayment: 1_100,
    status: 'CURRENT',
  },
  {
    creditor: 'Sandbox Student Loans',
    type: 'STUDENT',
    balance: 240_000,
    monthlyPayment: 3_000,
    status: 'CURRENT',
  },
  {
    creditor: 'Sandbox Card Services',
    type: 'REVOLVING',
    balance: 28_000,
    monthlyPayment: 700,
    status: 'CURRENT',
  },
];

const LATE_TRADELINES: Tradeline[] = CURRENT_TRADELINES.map((line) =>
  line.type === 'AUTO' ? { ...line, status: 'LATE_90' } : line,
);

const SCORES: Partial<Record<SandboxPersona, number>> = { LOW_SCORE: 560, DELINQUENT: 688 };
const DEFAULT_SCORE = 762;

/** The score factors a bureau reports (FCRA 615(a)), the worst first. */
const KEY_FACTORS: Partial<Record<SandboxPersona, string[]>> = {
  LOW_SCORE: [
    'Serious delinquency',
    'Proportion of balances to credit limits is too high on revolving accounts',
    'Number of accounts with delinquency',
    'Length of time accounts have been established',
  ],
  DELINQUENT: ['Serious delinquency', 'Time since delinquency is too recent or unknown'],
  HIGH_DTI: [
    'Amount owed on accounts is too high',
    'Proportion of loan balances to loan amounts is too high',
    'Too many accounts with balances',
  ],
};
const DEFAULT_KEY_FACTORS = [
  'Proportion of balances to credit limits is too high on revolving accounts',
  'Length of time accounts have been established',
];

/** Where a declined borrower asks the sandbox bureau for their free report (FCRA 612). */
export const SANDBOX_CREDIT_AGENCY = {
  name: 'Sandbox Credit Bureau',
  address: 'P.O. Box 1000, Sandbox City, OR 97201',
  phone: '800-555-0199',
  website: 'https://www.annualcreditreport.com',
};

function buildReport(request: CreditPullRequest, persona: SandboxPersona): CreditReport {
  const tradelines =
    persona === 'HIGH_DTI'
      ? HEAVY_TRADELINES
      : persona === 'DELINQUENT'
        ? LATE_TRADELINES
        : CURRENT_TRADELINES;
  return {
    // Random, not derived from the applicant: a hash of name and birth date would be guessable PII.
    reportId: `CR-${request.kind}-${randomUUID()}`,
    kind: request.kind,
    score: SCORES[persona] ?? DEFAULT_SCORE,
    tradelines,
    monthlyDebt: tradelines.reduce((sum, line) => sum + line.monthlyPayment, 0),
    hasSeriousDelinquency: tradelines.some((line) => line.status === 'LATE_90'),
    fraudAlert: persona === 'FRAUD_ALERT',
    applicantIsMinor: persona === 'MINOR',
    keyFactors: KEY_FACTORS[persona] ?? DEFAULT_KEY_FACTORS,
  };
}

/** The outcome before a report: freezes and file matching, by persona and pull. */
function matchFile(request: CreditPullRequest, persona: SandboxPersona): CreditPullResult | undefined {
  const soft = request.kind === 'SOFT';
  if (soft && request.repull && persona === 'PIN_FROZEN' && request.freezePin?.endsWith('0000')) {
    return { outcome: 'FROZEN', pinRequired: true, pinRejected: true };
  }
  if (soft && !request.repull && (persona === 'FROZEN' || persona === 'PIN_FROZEN')) {
    return { outcome: 'FROZEN', pinRequired: persona === 'PIN_FROZEN' };
  }
  if (!soft && !request.repull && persona === 'HARD_FROZEN') {
    return { outcome: 'FROZEN', pinRequired: false };
  }
  if (soft && !request.repull && persona === 'BUREAU_ERROR') {
    return { outcome: 'ERROR', reason: 'The bureau did not answer' };
  }
  if (soft && persona === 'NO_MATCH') {
    const ssn = request.applicant.ssn;
    if (!ssn) {
      return { outcome: 'NO_MATCH' };
    }
    return ssn.endsWith('0000') ? { outcome: 'SSN_NO_MATCH' } : undefined;
  }
  return undefined;
}

/**
 * Sandbox bureau: Frozen and Pinfrozen (a freeze lifted with a PIN) are frozen until the borrower
 * lifts it (a re-pull; Pinfrozen's PIN ending 0000 is refused and the file stays frozen), Nomatch finds no file until an SSN (ending 0000: no file at all), Lowscore scores 560,
 * Bureauerror gets no answer until staff ask for a re-pull, Minor's file shows a minor, Alert's
 * a fraud alert, Delinquent has a 90-day late tradeline, Highdti carries 9,000 a month of debts.
 */
export function createSandboxCreditBureau(): CreditBureauProvider {
  return {
    name: 'sandbox',
    agency: SANDBOX_CREDIT_AGENCY,
    async pullCredit(request) {
      const persona = selectPersona(request.applicant.lastName);
      return matchFile(request, persona) ?? { outcome: 'MATCH', report: buildReport(request, persona) };
    },
  };
}
