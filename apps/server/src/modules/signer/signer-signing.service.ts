import { AppError } from '@hearth/domain/errors/app-error';
import type { SignDocumentBody } from '@hearth/domain/journey/document-signing';
import { SIGNER_MESSAGES, type SignerApplication } from '@hearth/domain/signer/signer-application';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { now } from '../../lifecycle/clock.ts';
import { wakeStepJob } from '../../lifecycle/wake-step-job.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import type { DocumentSummary } from '../documents/documents.schemas.ts';
import { toDocumentSummary } from '../documents/documents.service.ts';
import { signDocument } from '../documents/sign-document.ts';
import {
  describeSigner,
  listSignerDocumentRows,
  type SignerCaller,
  withSignerForUpdate,
} from './signer-access.ts';
import { type CoDeeder, isCoDeeder, replaceSigner } from './signer-records.ts';

export interface SignerSignedDocument {
  document: DocumentSummary;
  signer: SignerApplication;
}

/** Once the last of the signer's documents is signed: SIGNED, and COMPLETE when every co-deeder is. */
async function recordProgress(
  tx: Db,
  application: ApplicationRecord,
  signer: CoDeeder,
  allSigned: boolean,
): Promise<{ application: ApplicationRecord; signer: CoDeeder }> {
  if (!allSigned) {
    return { application, signer };
  }
  const next: CoDeeder = { ...signer, status: 'SIGNED', signedAt: (await now(tx)).toISOString() };
  const helocSigners = replaceSigner(application, next);
  const everyoneSigned = helocSigners
    .filter(isCoDeeder)
    .filter((entry) => entry.status !== 'WITHDRAWN')
    .every((entry) => entry.status === 'SIGNED');
  const updated = await updateApplication(tx, application.uuid, {
    helocSigners,
    ...(everyoneSigned ? { coDeedStatus: 'COMPLETE' } : {}),
  });
  // The CO_DEED_REQ job is waiting for exactly this: let it look again after commit.
  await wakeStepJob(tx, updated);
  return { application: updated, signer: next };
}

/**
 * `POST …/heloc/signer/{uuid}/documents/{documentUuid}/sign` (CO_DEED_REQ): the owner signs one of
 * their documents, read to its end, stamped like the borrower's (name, time, IP, the original's
 * hash). The last one makes them SIGNED and wakes the co-deed job. Someone else's document is 404;
 * before the ID, twice or at another step 409, and nothing is stored.
 */
export async function signSignerDocument(
  db: Db,
  caller: SignerCaller & { documentUuid: string; ip: string; userAgent: string | null },
  body: SignDocumentBody,
  piiKey: Buffer,
  storage: DocumentStorage,
): Promise<SignerSignedDocument> {
  return withSignerForUpdate(db, caller, async (tx, application, signer) => {
    if (!(signer.documentUuids ?? []).includes(caller.documentUuid)) {
      throw new AppError('NOT_FOUND', [SIGNER_MESSAGES.notYours]);
    }
    assertApplicationStep(application, ['CO_DEED_REQ']);
    if ((signer.identityDocumentUuids ?? []).length === 0) {
      throw new AppError('CONFLICT', [SIGNER_MESSAGES.identityFirst]);
    }
    const signed = await signDocument(tx, {
      documentUuid: caller.documentUuid,
      // The owner's legal name is the one the borrower invited them by (first and last name).
      signer: {
        identityUuid: caller.identityUuid,
        name: `${signer.firstName} ${signer.lastName}`,
        legalName: { firstName: signer.firstName, lastName: signer.lastName },
      },
      ip: caller.ip,
      userAgent: caller.userAgent,
      signature: body.signature,
      now: await now(tx),
      storage,
    });
    try {
      const rows = await listSignerDocumentRows(tx, application, signer);
      const allSigned = rows.every((row) => row.status === 'SIGNED');
      const progress = await recordProgress(tx, application, signer, allSigned);
      await appendAudit(tx, {
        action: allSigned ? 'signer.all-signed' : 'signer.document-signed',
        actor: { type: 'signer', uuid: caller.identityUuid },
        entityUuid: application.uuid,
        payload: { signerUuid: signer.uuid, documentUuid: signed.uuid, type: signed.type },
      });
      return {
        document: toDocumentSummary(signed),
        signer: describeSigner(progress.application, progress.signer, rows, piiKey),
      };
    } catch (error) {
      // The transaction rolls the row back; the stamped copy must not outlive it.
      if (signed.signedStorageKey) {
        await storage.remove(signed.signedStorageKey);
      }
      throw error;
    }
  });
}
