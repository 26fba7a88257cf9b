import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications, type StoredHelocSigner } from '../../db/schema/index.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import {
  readApplicantName,
  readApplicationRow,
  readApplicationRows,
} from '../application/stored-application.ts';
import { findApplicationOrg, formatAddress } from '../documents/load-document-data.ts';

/** A co-deeder entry of `helocSigners` with its invitation uuid (every invited one has it). */
export type CoDeeder = StoredHelocSigner & { uuid: string };

export function isCoDeeder(signer: StoredHelocSigner): signer is CoDeeder {
  return signer.role === 'CO_DEEDER' && typeof signer.uuid === 'string';
}

/** SGN-002: the caller's own entry, once they accepted (an invited owner is not yet a signer here). */
export function findAcceptedSigner(
  application: ApplicationRecord,
  identityUuid: string,
): CoDeeder | undefined {
  return application.helocSigners
    .filter(isCoDeeder)
    .find((signer) => signer.identityUuid === identityUuid && signer.acceptedAt !== undefined);
}

/** Replaces one co-deeder entry (by invitation uuid), keeping the others as they are. */
export function replaceSigner(application: ApplicationRecord, next: CoDeeder): StoredHelocSigner[] {
  return application.helocSigners.map((signer) => (signer.uuid === next.uuid ? next : signer));
}

/** Applications where the caller is listed in helocSigners (additionalSignerVersion v1, SGN-002), newest first. */
export async function listSignedApplications(db: Db, identityUuid: string): Promise<ApplicationRecord[]> {
  const entry = JSON.stringify([{ identityUuid, role: 'CO_DEEDER' }]);
  const rows = await db
    .select()
    .from(helocApplications)
    .where(
      sql`${helocApplications.helocSigners} @> ${entry}::jsonb and ${helocApplications.additionalSignerVersion} = 1`,
    )
    .orderBy(sql`${helocApplications.createdDate} desc`);
  return readApplicationRows(rows);
}

/** The applicant's name as registered, decrypted only here ("the borrower" when it cannot be read). */
export function readBorrowerName(application: ApplicationRecord, piiKey: Buffer): string {
  const name = readApplicantName(application, piiKey);
  const parts = [name?.firstName, name?.lastName].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' ') : 'the borrower';
}

/** Nothing more is asked of an owner once the invitation is withdrawn or the application has ended. */
export function isSignerActive(application: ApplicationRecord, signer: StoredHelocSigner): boolean {
  return (
    signer.status !== 'WITHDRAWN' &&
    application.active &&
    !['CANCELLED', 'DECLINED'].includes(application.serverStep)
  );
}

function toAmount(value: string | null | undefined): number | null {
  const amount = value === null || value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

export interface SignerDocumentState {
  signed: number;
  total: number;
}

/** What an owner on title sees of the application (never the borrower's credit, income or accounts). */
export function toSignerApplication(
  application: ApplicationRecord,
  signer: CoDeeder,
  documents: SignerDocumentState,
  piiKey: Buffer,
): SignerApplication {
  return {
    applicationUuid: application.uuid,
    signerUuid: signer.uuid,
    status: signer.status as SignerApplication['status'],
    firstName: signer.firstName,
    lastName: signer.lastName,
    borrowerName: readBorrowerName(application, piiKey),
    lenderName: findApplicationOrg(application).companyInfo.companyName,
    loanNumber: application.loanNumber,
    propertyAddress: application.propertyAddress ? formatAddress(application.propertyAddress) : null,
    creditLimit: toAmount(application.selectedOffer?.amount ?? application.amount),
    active: isSignerActive(application, signer),
    identityUploaded: (signer.identityDocumentUuids ?? []).length > 0,
    documentsSigned: documents.signed,
    documentsToSign: documents.total,
    canRescind: application.serverStep === 'RESCISSION',
    acceptedAt: signer.acceptedAt ?? null,
    signedAt: signer.signedAt ?? null,
  };
}

export async function findApplicationByUuid(db: Db, uuid: string): Promise<ApplicationRecord | undefined> {
  const rows = await db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid)).limit(1);
  return rows[0] && readApplicationRow(rows[0]);
}
