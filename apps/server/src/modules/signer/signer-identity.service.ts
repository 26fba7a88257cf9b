import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { IdType } from '@hearth/domain/enums/id-type';
import { ID_DOCUMENT_SIDES } from '@hearth/domain/journey/identity-documents';
import type { SignerIdentityResult } from '@hearth/domain/signer/signer-application';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import type { UploadedFile } from '../borrower-writes/read-upload-parts.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { generateDocument } from '../documents/generate-document.ts';
import { storeUpload } from '../documents/store-upload.ts';
import { assertIdSides } from '../identity-documents/identity-documents.service.ts';
import {
  describeSigner,
  listSignerDocumentRows,
  type SignerCaller,
  withSignerForUpdate,
} from './signer-access.ts';
import { type CoDeeder, replaceSigner } from './signer-records.ts';

/**
 * What an owner on title signs before the deed goes to the notary: the deed of trust that pledges
 * the home they own, and the notice of their own right to cancel (Reg Z 1026.15: every owner).
 */
export const SIGNER_DOCUMENT_TYPES: readonly DocumentType[] = ['DEED_OF_TRUST', 'NOTICE_OF_RIGHT_TO_CANCEL'];

/** The signer's copies, generated once, while the co-deed step waits for them. */
async function ensureSignerDocuments(
  tx: Db,
  application: ApplicationRecord,
  signer: CoDeeder,
  storage: DocumentStorage,
) {
  if ((signer.documentUuids ?? []).length > 0 || application.serverStep !== 'CO_DEED_REQ') {
    return signer.documentUuids ?? [];
  }
  const at = await now(tx);
  const uuids: string[] = [];
  for (const type of SIGNER_DOCUMENT_TYPES) {
    uuids.push((await generateDocument(tx, application, type, { now: at, storage })).uuid);
  }
  return uuids;
}

export interface SignerIdUpload {
  idType: IdType;
  front: UploadedFile | undefined;
  back: UploadedFile | undefined;
}

/**
 * `POST …/heloc/signer/{uuid}/identity/documents` (the borrower's ID call, for the signer): each
 * side checked by magic bytes and size and stored as its ENM-015 type; the newest set is the
 * signer's ID. The first upload at CO_DEED_REQ prepares the documents they will sign.
 */
export async function uploadSignerIdentity(
  db: Db,
  caller: SignerCaller,
  upload: SignerIdUpload,
  piiKey: Buffer,
  storage: DocumentStorage,
): Promise<SignerIdentityResult> {
  const sides = assertIdSides(upload);
  return withSignerForUpdate(db, caller, async (tx, application, signer) => {
    const types = ID_DOCUMENT_SIDES[upload.idType];
    const stored: { uuid: string; type: string }[] = [];
    for (const [file, type] of [
      [sides.front, types.front],
      [sides.back, types.back],
    ] as const) {
      if (file && type) {
        const row = await storeUpload(
          tx,
          {
            applicationUuid: application.uuid,
            type,
            filename: file.filename,
            bytes: file.bytes,
          },
          { storage },
        );
        stored.push({ uuid: row.uuid, type });
      }
    }
    const next: CoDeeder = {
      ...signer,
      identityDocumentUuids: stored.map((document) => document.uuid),
      documentUuids: await ensureSignerDocuments(tx, application, signer, storage),
    };
    const updated = await updateApplication(tx, application.uuid, {
      helocSigners: replaceSigner(application, next),
    });
    await appendAudit(tx, {
      action: 'signer.identity-uploaded',
      actor: { type: 'signer', uuid: caller.identityUuid },
      entityUuid: application.uuid,
      payload: {
        signerUuid: signer.uuid,
        idType: upload.idType,
        documentUuids: next.identityDocumentUuids ?? [],
      },
    });
    const documents = await listSignerDocumentRows(tx, updated, next);
    return { documents: stored, signer: describeSigner(updated, next, documents, piiKey) };
  });
}
