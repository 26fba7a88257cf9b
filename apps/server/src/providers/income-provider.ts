import type { SubDecision } from '@hearth/domain/enums/sub-decision';
import type { ApplicantRef } from './applicant-ref.ts';

/** A bank the link can log in to, as an aggregator's institution search lists it. */
export interface Institution {
  id: string;
  name: string;
}

export interface LinkedAccount {
  accountId: string;
  name: string;
  type: 'CHECKING' | 'SAVINGS';
  mask: string;
  /** The routing and account numbers, as an aggregator's auth product returns them (bank links only). */
  numbers?: { routingNumber: string; accountNumber: string };
}

export type LinkResult =
  | { ok: true; linkId: string; institutionName?: string; accounts: LinkedAccount[] }
  | { ok: false; reason: 'INVALID_CREDENTIALS' | 'INSTITUTION_UNAVAILABLE' };

export interface CredentialLinkRequest {
  applicant: ApplicantRef;
  institutionId: string;
  username: string;
  password: string;
}

/** The income model's view of stated income before anything is verified. */
export interface StatedIncomeAssessment {
  /** Monthly income underwriting may count before verification. */
  usableMonthlyIncome: number;
  /** UNVERIFIED_DTI_LIMITED when the model caps what it counts (income-limited offer). */
  subDecision?: SubDecision;
}

export type IncomeVerificationResult =
  | { outcome: 'VERIFIED'; verifiedAnnualIncome: number; source: 'PLAID_TRANSACTIONS' | 'TRUV_PAYROLL' }
  /** Income found but the employer needs a separate verification of employment. */
  | { outcome: 'EMPLOYMENT_CHECK_NEEDED'; verifiedAnnualIncome: number }
  | { outcome: 'NOT_VERIFIED'; reason: string };

/** Bank and payroll linking, income verification and the paystub requirement. */
export interface IncomeProvider {
  readonly name: string;
  assessStatedIncome(request: {
    applicant: ApplicantRef;
    statedAnnualIncome: number;
  }): Promise<StatedIncomeAssessment>;
  /** The banks whose name contains the query, case-insensitive (every bank when it is empty). */
  searchInstitutions(request: { query: string }): Promise<Institution[]>;
  /** Logs in to the bank: the accounts it offers come only with a successful log-in. */
  linkBank(request: CredentialLinkRequest): Promise<LinkResult>;
  linkPayroll(request: CredentialLinkRequest): Promise<LinkResult>;
  verifyIncome(request: {
    applicant: ApplicantRef;
    statedAnnualIncome: number;
    linkIds: readonly string[];
  }): Promise<IncomeVerificationResult>;
  /** How many recent paystubs a manual upload must include. */
  paystubRequirement(request: { applicant: ApplicantRef; employmentType: string | null }): Promise<{
    numDocsRequired: number;
  }>;
}
