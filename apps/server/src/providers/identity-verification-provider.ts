import type { IdType } from '@hearth/domain/enums/id-type';
import type { ApplicantRef } from './applicant-ref.ts';

export type IdentityVerificationOutcome = 'VERIFIED' | 'REJECTED' | 'FRAUD_SUSPECTED';

/** Document and face checks of the identity documents the borrower uploaded. */
export interface IdentityVerificationProvider {
  readonly name: string;
  verifyDocuments(request: {
    applicant: ApplicantRef;
    idType: IdType | null;
    /** Server-side names of the stored images (front, back). */
    documentRefs: readonly string[];
  }): Promise<{ outcome: IdentityVerificationOutcome; reasons: string[] }>;
}
