import type { InsuranceDocumentType, InsuranceResult } from '@hearth/domain/journey/insurance';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import type { UploadedFile } from '../borrower-writes/read-upload-parts.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { storeUpload } from '../documents/store-upload.ts';

/**
 * 007 `POST P/insurance` (TRUST_AND_INSURANCE → INSURANCE_UPLOADED): the declarations page (or the
 * flood policy, or the trust agreement), stored by magic bytes; the insurance review job takes it.
 */
export async function uploadInsurance(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  upload: UploadedFile & { type: InsuranceDocumentType },
  storage: DocumentStorage,
): Promise<InsuranceResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['TRUST_AND_INSURANCE']);
    const document = await storeUpload(
      tx,
      {
        applicationUuid: owner.uuid,
        type: upload.type,
        filename: upload.filename,
        bytes: upload.bytes,
      },
      { storage },
    );
    const moved = await transitionApplication(tx, {
      uuid: owner.uuid,
      event: 'INSURANCE_UPLOADED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { documentUuid: document.uuid, type: upload.type },
      applicationPatch: {
        insurance: { complete: true, documentUuid: document.uuid, type: upload.type },
      },
    });
    return { serverStep: moved.to, document: { uuid: document.uuid, type: upload.type } };
  });
}
