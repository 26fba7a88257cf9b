import { zSubmissionExtras } from '@hearth/domain/application/create-heloc-body';
import { zStoredHmdaAnswers } from '@hearth/domain/journey/hmda';
import { zOfferSet } from '@hearth/domain/offers/offer-set';
import { z } from 'zod';
import { decryptJsonColumn, type EncryptedJsonColumn } from '../../db/encrypted-json.ts';
import { parseJsonColumns } from '../../db/stored-data-error.ts';
import { zStoredIncomeSource } from '../income-verification/income-source.ts';

/**
 * The JSON columns of heloc_applications, each with its schema: every read parses them
 * (`readApplicationRow`) and every write checks them (`checkApplicationWrite`), so a malformed
 * value is refused with the column named rather than passed on.
 */

const zFlagGroup = z.record(z.string(), z.boolean());

/** API-017: the status block; the flags the lifecycle sets besides the named ones are scalars. */
export const zStoredApplicationStatus = z
  .object({
    checklistStatus: z.string(),
    uwDecision: z.string().optional(),
    uwSubDecision: z.string().nullable().optional(),
    manualNotary: z.boolean().optional(),
    /** The document-signing flags (summary, closing, notary ready …). */
    disclosures: zFlagGroup.optional(),
  })
  .catchall(z.union([z.string(), z.boolean(), z.number(), z.null(), zFlagGroup]));
export type StoredApplicationStatus = z.infer<typeof zStoredApplicationStatus>;

export const zStoredPropertyAddress = z.object({
  street1: z.string(),
  street2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type StoredPropertyAddress = z.infer<typeof zStoredPropertyAddress>;

/** A bank account as stored: the number only as a `v1.…` ciphertext (lib/pii.ts), the mask for display. */
export const zStoredBankAccount = z.object({
  uuid: z.string(),
  routingNumber: z.string(),
  accountNumberEncrypted: z.string().startsWith('v1.'),
  /** The last 4 digits. */
  mask: z.string(),
  accountType: z.enum(['CHECKING', 'SAVINGS']).optional(),
  source: z.enum(['LINKED', 'MANUAL']).optional(),
  institutionName: z.string().nullable().optional(),
  verificationStatus: z.string().nullable().optional(),
});
export type StoredBankAccount = z.infer<typeof zStoredBankAccount>;

/** The offer the borrower chose (001 §3 offer, one term and draw). */
export const zStoredSelectedOffer = z.object({
  type: z.string(),
  term: z.number(),
  amount: z.string(),
  rate: z.string(),
  payoffPreference: z.enum(['PRESERVE', 'DEDUCT', 'MAXIMIZE']).nullable().optional(),
  /** OFR-009/010: the debts the draw pays off (MARKED_FOR_PAYOFF), as the credit report listed them. */
  payoffs: z
    .array(z.object({ id: z.string(), creditor: z.string(), type: z.string(), balance: z.number() }))
    .optional(),
  selectedAt: z.string().optional(),
});
export type StoredSelectedOffer = z.infer<typeof zStoredSelectedOffer>;

export const zStoredHelocSigner = z.object({
  /** The invitation's id (co-deeders invited through `POST P/co-deeders`). */
  uuid: z.string().optional(),
  identityUuid: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['PRIMARY', 'CO_DEEDER']),
  /** Co-deeders: INVITED → ACCEPTED (account made) → SIGNED (their documents signed); or WITHDRAWN. */
  status: z.string(),
  invitedAt: z.string().optional(),
  acceptedAt: z.string().optional(),
  signedAt: z.string().optional(),
  withdrawnAt: z.string().optional(),
  /** The co-deeder's ID (documents of ID types) and the copies generated for them to sign. */
  identityDocumentUuids: z.array(z.string()).optional(),
  documentUuids: z.array(z.string()).optional(),
});
export type StoredHelocSigner = z.infer<typeof zStoredHelocSigner>;

/** PRG-087: the proof of insurance the borrower uploaded. */
export const zStoredInsurance = z.object({
  complete: z.boolean(),
  documentUuid: z.string().optional(),
  type: z.string().optional(),
});
export type StoredInsurance = z.infer<typeof zStoredInsurance>;

/** OFR-012: assets verified, or the DTI-limited offer taken instead. */
export const zStoredAssetDepletion = z.object({
  complete: z.boolean(),
  limitedOfferAcceptedAt: z.string().optional(),
});
export type StoredAssetDepletion = z.infer<typeof zStoredAssetDepletion>;

export const APPLICATION_JSON_COLUMNS = {
  status: zStoredApplicationStatus,
  propertyAddress: zStoredPropertyAddress.nullable(),
  homeAddress: zStoredPropertyAddress.nullable(),
  consents: z.array(z.string()),
  utmParameters: z.record(z.string(), z.string()).nullable(),
  submissionExtras: zSubmissionExtras.nullable(),
  offerSet: zOfferSet.nullable(),
  selectedOffer: zStoredSelectedOffer.nullable(),
  incomeSources: z.array(zStoredIncomeSource),
  disburseAccount: zStoredBankAccount.nullable(),
  autopayAccount: zStoredBankAccount.nullable(),
  hmdaAnswers: zStoredHmdaAnswers.nullable(),
  insurance: zStoredInsurance.nullable(),
  assetDepletion: zStoredAssetDepletion.nullable(),
  helocSigners: z.array(zStoredHelocSigner),
} as const;

/** One row of heloc_applications read from the database, its JSON columns parsed. */
export function readApplicationRow<T extends Record<string, unknown> & { uuid: string }>(row: T): T {
  return parseJsonColumns('heloc_applications', APPLICATION_JSON_COLUMNS as never, row, 'read', row.uuid);
}

export function readApplicationRows<T extends Record<string, unknown> & { uuid: string }>(rows: T[]): T[] {
  return rows.map(readApplicationRow);
}

/** The JSON columns of an insert or update, checked before they are written. */
export function checkApplicationWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('heloc_applications', APPLICATION_JSON_COLUMNS as never, values, 'write');
}

/**
 * The applicant's legal name as registered (API-020), kept encrypted in applicant_name_encrypted.
 * Names stored before the middle name and suffix were always written read back with them empty.
 */
export const zApplicantName = z.object({
  firstName: z.string(),
  middleName: z.string().nullable().default(null),
  lastName: z.string(),
  suffix: z.string().nullable().default(null),
});
export type ApplicantName = z.infer<typeof zApplicantName>;

export const APPLICANT_NAME_COLUMN: EncryptedJsonColumn<ApplicantName> = {
  table: 'heloc_applications',
  column: 'applicantNameEncrypted',
  schema: zApplicantName,
};

/** The applicant's name, decrypted and parsed; undefined when the application has none. */
export function readApplicantName(
  application: { uuid: string; applicantNameEncrypted: string | null },
  piiKey: Buffer,
): ApplicantName | undefined {
  return application.applicantNameEncrypted
    ? decryptJsonColumn(APPLICANT_NAME_COLUMN, application.applicantNameEncrypted, piiKey, application.uuid)
    : undefined;
}
