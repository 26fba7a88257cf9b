import type { DocumentType } from '@hearth/domain/enums/document-type';
import type { IdType } from '@hearth/domain/enums/id-type';
import { AppError } from '@hearth/domain/errors/app-error';
import {
  findIdSideProblems,
  ID_DOCUMENT_SIDES,
  type IdentityDocumentsResult,
} from '@hearth/domain/journey/identity-documents';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { UploadedFile } from '../borrower-writes/read-upload-parts.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { storeUpload } from '../documents/store-upload.ts';

export interface IdUpload {
  idType: IdType;
  front: UploadedFile | undefined;
  back: UploadedFile | undefined;
}

export interface StoredIdSide {
  uuid: string;
  type: DocumentType;
}

/**
 * Whose ID is uploaded (the borrower's, or an additional signer's): how the application is locked
 * and checked for them, and what the stored sides change. `store` keeps the sides in the lock's
 * transaction and returns them in order (front, then back).
 */
export interface IdDocumentHolder<Result> {
  withStoredSides(
    db: Db,
    store: (tx: Db, applicationUuid: string) => Promise<StoredIdSide[]>,
  ): Promise<Result>;
}

/** Every side the ID has, and none it has not (a passport has no back). */
export function assertIdSides(upload: IdUpload): { front: UploadedFile; back: UploadedFile | undefined } {
  const problems = findIdSideProblems(upload.idType, { front: !!upload.front, back: !!upload.back });
  if (problems.length > 0 || !upload.front) {
    throw new AppError('VALIDATION', problems);
  }
  return { front: upload.front, back: upload.back };
}

/**
 * 007 `POST P/identity/documents` and its signer twin: each side of the ID, checked by magic bytes
 * (JPEG, PNG, HEIC or PDF) and size, stored as a document of its ENM-015 type
 * (DRIVERS_LICENSE_FRONT…) on the application; the holder then records the upload.
 */
export async function uploadIdentityDocuments<Result>(
  db: Db,
  holder: IdDocumentHolder<Result>,
  upload: IdUpload,
  storage: DocumentStorage,
): Promise<Result> {
  const sides = assertIdSides(upload);
  const types = ID_DOCUMENT_SIDES[upload.idType];
  return holder.withStoredSides(db, async (tx, applicationUuid) => {
    const stored: StoredIdSide[] = [];
    for (const [file, type] of [
      [sides.front, types.front],
      [sides.back, types.back],
    ] as const) {
      if (file && type) {
        const row = await storeUpload(
          tx,
          { applicationUuid, type, filename: file.filename, bytes: file.bytes },
          { storage },
        );
        stored.push({ uuid: row.uuid, type });
      }
    }
    return stored;
  });
}

/**
 * The borrower's ID, at IDENTITY_VERIFICATION only: the upload moves the application on
 * (ID_DOCUMENTS_UPLOADED) and the identity job checks the newest set.
 */
export function borrowerIdHolder(
  owner: { uuid: string; identityUuid: string },
  idType: IdType,
): IdDocumentHolder<IdentityDocumentsResult> {
  return {
    withStoredSides: (db, store) =>
      withApplicationForUpdate(db, owner, async (tx, application) => {
        assertApplicationStep(application, ['IDENTITY_VERIFICATION']);
        const documents = await store(tx, owner.uuid);
        const moved = await transitionApplication(tx, {
          uuid: owner.uuid,
          event: 'ID_DOCUMENTS_UPLOADED',
          actor: 'BORROWER',
          actorId: owner.identityUuid,
          detail: { idType, documentUuids: documents.map((document) => document.uuid) },
        });
        return { serverStep: moved.to, documents };
      }),
  };
}
