import { AppError } from '@hearth/domain/errors/app-error';
import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import type { Db } from '../../db/client.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import type { DocumentSummary } from '../documents/documents.schemas.ts';
import { type DocumentFile, toDocumentSummary } from '../documents/documents.service.ts';
import { describeSigner, listSignerDocumentRows, requireSigner, type SignerCaller } from './signer-access.ts';
import { findAcceptedSigner, findApplicationByUuid, listSignedApplications } from './signer-records.ts';

/** `GET …/heloc/signer`: every application the caller has accepted to co-sign, newest first. */
export async function listSignerApplications(
  db: Db,
  identityUuid: string,
  piiKey: Buffer,
): Promise<SignerApplication[]> {
  const applications = await listSignedApplications(db, identityUuid);
  const result: SignerApplication[] = [];
  for (const application of applications) {
    const signer = findAcceptedSigner(application, identityUuid);
    if (signer) {
      result.push(
        describeSigner(application, signer, await listSignerDocumentRows(db, application, signer), piiKey),
      );
    }
  }
  return result;
}

/** `GET …/heloc/signer/{uuid}/documents`: the signer's own copies with their signing state. */
export async function listSignerDocuments(db: Db, caller: SignerCaller): Promise<DocumentSummary[]> {
  const application = await findApplicationByUuid(db, caller.uuid);
  const signer = requireSigner(application, caller.identityUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  return (await listSignerDocumentRows(db, application, signer)).map(toDocumentSummary);
}

/** `GET …/heloc/signer/{uuid}/documents/{documentUuid}`: one of them (the signed copy once signed). */
export async function readSignerDocument(
  db: Db,
  caller: SignerCaller & { documentUuid: string },
  storage: DocumentStorage,
): Promise<DocumentFile> {
  const application = await findApplicationByUuid(db, caller.uuid);
  const signer = requireSigner(application, caller.identityUuid);
  const row = application
    ? (await listSignerDocumentRows(db, application, signer)).find((doc) => doc.uuid === caller.documentUuid)
    : undefined;
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const signedCopy = row.status === 'SIGNED' ? row.signedStorageKey : null;
  const bytes = await storage.read(signedCopy ?? row.storageKey, db);
  const filename = signedCopy ? row.filename.replace(/(\.[a-z]+)$/, '-signed$1') : row.filename;
  return { bytes, mime: row.mime, filename };
}
