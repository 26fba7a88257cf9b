import type { ApplicantRef } from './applicant-ref.ts';

export type CreditPullKind = 'SOFT' | 'HARD';

export interface CreditPullRequest {
  kind: CreditPullKind;
  applicant: ApplicantRef;
  /** A second pull after the borrower acted (SSN given, freeze lifted at the bureau with or without a PIN). */
  repull: boolean;
  /** The PIN of the borrower's freeze, when they gave it so that the bureau lifts it for this pull. */
  freezePin?: string;
}

export type TradelineType = 'MORTGAGE' | 'HELOC' | 'AUTO' | 'REVOLVING' | 'STUDENT';

export interface Tradeline {
  creditor: string;
  type: TradelineType;
  balance: number;
  monthlyPayment: number;
  /** Worst status in the last 24 months. */
  status: 'CURRENT' | 'LATE_30' | 'LATE_90';
}

export interface CreditReport {
  reportId: string;
  kind: CreditPullKind;
  score: number;
  tradelines: Tradeline[];
  /** Sum of the tradelines' monthly payments: the debts of the DTI. */
  monthlyDebt: number;
  /** A tradeline 90+ days late in the last 24 months (delinquency review). */
  hasSeriousDelinquency: boolean;
  /** An FCRA/FACTA fraud or active-duty alert on file. */
  fraudAlert: boolean;
  applicantIsMinor: boolean;
  /** FCRA 615(a): up to four factors that most hurt the score, as the bureau words them. */
  keyFactors?: string[];
}

export type CreditPullResult =
  | { outcome: 'MATCH'; report: CreditReport }
  /** No file found from name, date of birth and address: ask for the SSN. */
  | { outcome: 'NO_MATCH' }
  /** No file found even with the SSN: no credit history. */
  | { outcome: 'SSN_NO_MATCH' }
  /** `pinRejected`: a PIN was given and did not lift the freeze. */
  | { outcome: 'FROZEN'; pinRequired: boolean; pinRejected?: boolean }
  | { outcome: 'ERROR'; reason: string };

/** A credit bureau (soft pull before offers, hard pull at submission). */
export interface CreditBureauProvider {
  readonly name: string;
  /** The consumer reporting agency as the adverse action notice names it (FCRA 615(a)). */
  readonly agency: { name: string; address: string; phone: string; website: string };
  pullCredit(request: CreditPullRequest): Promise<CreditPullResult>;
}
