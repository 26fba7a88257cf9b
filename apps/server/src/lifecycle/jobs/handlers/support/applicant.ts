import { decryptPii } from '../../../../lib/pii.ts';
import { getDocumentStorage } from '../../../../modules/documents/document-storage.ts';
import type { ApplicantRef } from '../../../../providers/applicant-ref.ts';
import type { ApplicationRecord } from '../../../application-record.ts';

/**
 * The PII key of the process. The step-job context carries no configuration, and the documents
 * module already holds the key for the seam functions (decision 007 signatures take no config).
 */
export function readPiiKey(): Buffer {
  const key = getDocumentStorage().piiKey;
  if (!key) {
    throw new Error('No PII key configured for the step jobs');
  }
  return key;
}

function decrypt(ciphertext: string | null): string | undefined {
  return ciphertext ? decryptPii(ciphertext, readPiiKey()) : undefined;
}

/** The applicant as a vendor request needs them, decrypted only in memory for the call. */
export function buildApplicantRef(application: ApplicationRecord): ApplicantRef {
  const name = JSON.parse(decrypt(application.applicantNameEncrypted) ?? '{}') as {
    firstName?: string;
    lastName?: string;
  };
  const address = application.propertyAddress ?? application.homeAddress;
  if (!address) {
    throw new Error('The application has no property address');
  }
  const dob = decrypt(application.applicantDobEncrypted);
  const ssn = decrypt(application.ssnEncrypted);
  return {
    firstName: name.firstName ?? '',
    lastName: name.lastName ?? '',
    ...(dob ? { dob } : {}),
    ...(ssn ? { ssn } : {}),
    address,
  };
}

/** The credit-freeze PIN the borrower gave for the next pull (POST P/soft-credit/unfrozen), decrypted. */
export function readFreezePin(application: ApplicationRecord): string | undefined {
  return decrypt(application.creditFreezePinEncrypted);
}

/** Stated yearly income: primary plus other (numeric columns read back as strings). */
export function readStatedAnnualIncome(application: ApplicationRecord): number {
  return Number(application.incomePrimary ?? 0) + Number(application.incomeOther ?? 0);
}
