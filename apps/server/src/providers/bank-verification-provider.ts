import type { ApplicantRef } from './applicant-ref.ts';

export type BankAccountVerificationStatus = 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED';

export interface BankAccountVerificationRequest {
  applicant: ApplicantRef;
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

/** Ownership and status check of an account entered by hand. */
export interface BankVerificationProvider {
  readonly name: string;
  verifyAccount(request: BankAccountVerificationRequest): Promise<{
    status: BankAccountVerificationStatus;
    reason?: string;
  }>;
}
