import { decryptPii } from '../../../../lib/pii.ts';
import { readApplicantName } from '../../../../modules/application/stored-application.ts';
import type { ApplicantRef } from '../../../../providers/applicant-ref.ts';
import type { ApplicationRecord } from '../../../application-record.ts';

function decrypt(ciphertext: string | null, piiKey: Buffer): string | undefined {
  return ciphertext ? decryptPii(ciphertext, piiKey) : undefined;
}

/** The applicant as a vendor request needs them, decrypted with the app's PII key only in memory for the call. */
export function buildApplicantRef(application: ApplicationRecord, piiKey: Buffer): ApplicantRef {
  const name = readApplicantName(application, piiKey);
  const address = application.propertyAddress ?? application.homeAddress;
  if (!address) {
    throw new Error('The application has no property address');
  }
  const dob = decrypt(application.applicantDobEncrypted, piiKey);
  const ssn = decrypt(application.ssnEncrypted, piiKey);
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
    ...(dob ? { dob } : {}),
    ...(ssn ? { ssn } : {}),
    address,
  };
}

/** The credit-freeze PIN the borrower gave for the next pull (POST P/soft-credit/unfrozen), decrypted. */
export function readFreezePin(application: ApplicationRecord, piiKey: Buffer): string | undefined {
  return decrypt(application.creditFreezePinEncrypted, piiKey);
}

/** Stated yearly income: primary plus other (numeric columns read back as strings). */
export function readStatedAnnualIncome(application: ApplicationRecord): number {
  return Number(application.incomePrimary ?? 0) + Number(application.incomeOther ?? 0);
}
