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

/** Every side the ID has, and none it has not (a passport has no back). */
export function assertIdSides(upload: IdUpload): { front: UploadedFile; back: UploadedFile | undefined } {
  const problems = findIdSideProblems(upload.idType, { front: !!upload.front, back: !!upload.back });
  if (problems.length > 0 || !upload.front) {
    throw new AppError('VALIDATION', problems);
  }
  return { front: upload.front, back: upload.back };
}

/**
 * 007 `POST P/identity/documents`: each side of the borrower's ID, checked by magic bytes (JPEG,
 * PNG, HEIC or PDF) and size, stored as a document of its ENM-015 type (DRIVERS_LICENSE_FRONT…),
 * then IDENTITY_VERIFICATION → ID_DOCUMENTS_UPLOADED; the identity job checks the newest set.
 */
export async function uploadIdentityDocuments(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  upload: IdUpload,
  storage: DocumentStorage,
): Promise<IdentityDocumentsResult> {
  const sides = assertIdSides(upload);
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['IDENTITY_VERIFICATION']);
    const types = ID_DOCUMENT_SIDES[upload.idType];
    const stored = [];
    for (const [file, type] of [
      [sides.front, types.front],
      [sides.back, types.back],
    ] as const) {
      if (file && type) {
        const row = await storeUpload(
          tx,
          {
            applicationUuid: owner.uuid,
            type,
            filename: file.filename,
            bytes: file.bytes,
          },
          { storage },
        );
        stored.push({ uuid: row.uuid, type });
      }
    }
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: 'ID_DOCUMENTS_UPLOADED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { idType: upload.idType, documentUuids: stored.map((document) => document.uuid) },
    });
    return { serverStep: moved.to, documents: stored };
  });
}
