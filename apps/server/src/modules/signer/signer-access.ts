import { AppError } from '@hearth/domain/errors/app-error';
import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { SIGNER_MESSAGES } from '@hearth/domain/signer/signer-application';
import type { Db } from '../../db/client.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { type DocumentRow, listDocuments } from '../documents/document.repository.ts';
import { type CoDeeder, findAcceptedSigner, isSignerActive, toSignerApplication } from './signer-records.ts';

export interface SignerCaller {
  /** The application the caller co-signs. */
  uuid: string;
  identityUuid: string;
}

/**
 * SGN-002: the caller must be listed in the application's helocSigners (additionalSignerVersion v1)
 * as a co-deeder who accepted; anyone else — the borrower included — gets 404, as for a record
 * that does not exist.
 */
export function findSigner(
  application: ApplicationRecord | undefined,
  identityUuid: string,
): CoDeeder | undefined {
  return application && application.additionalSignerVersion === 1
    ? findAcceptedSigner(application, identityUuid)
    : undefined;
}

/** `findSigner`, or 404. */
export function requireSigner(application: ApplicationRecord | undefined, identityUuid: string): CoDeeder {
  const signer = findSigner(application, identityUuid);
  if (!signer) {
    throw new AppError('NOT_FOUND');
  }
  return signer;
}

/** A write of the signer's: the application locked, the caller checked, nothing asked once it ended. */
export async function withSignerForUpdate<T>(
  db: Db,
  caller: SignerCaller,
  work: (tx: Db, application: ApplicationRecord, signer: CoDeeder) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, caller.uuid);
    const signer = requireSigner(application, caller.identityUuid);
    if (!application || !isSignerActive(application, signer)) {
      throw new AppError('CONFLICT', [SIGNER_MESSAGES.inactive]);
    }
    return work(tx, application, signer);
  });
}

/** The copies generated for this signer, in reading order (the deed of trust, then the notice). */
export async function listSignerDocumentRows(db: Db, application: ApplicationRecord, signer: CoDeeder) {
  const own = signer.documentUuids ?? [];
  const rows = await listDocuments(db, application.uuid);
  return rows
    .filter((row) => own.includes(row.uuid))
    .sort((a, b) => own.indexOf(a.uuid) - own.indexOf(b.uuid));
}

export function describeSigner(
  application: ApplicationRecord,
  signer: CoDeeder,
  documents: readonly DocumentRow[],
  piiKey: Buffer,
): SignerApplication {
  return toSignerApplication(
    application,
    signer,
    { signed: documents.filter((row) => row.status === 'SIGNED').length, total: documents.length },
    piiKey,
  );
}
