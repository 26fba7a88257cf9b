import type { IncomeDocumentResult, IncomeDocumentType } from '@hearth/domain/journey/income';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { updateApplication } from '../borrower-writes/application-write.repository.ts';
import type { UploadedFile } from '../borrower-writes/read-upload-parts.ts';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { storeUpload } from '../documents/store-upload.ts';
import { fileUnderCondition, findIncomeCondition } from './income-condition.ts';
import type { StoredIncomeSource } from './income-source.ts';

export const INCOME_DOCUMENT_STEPS = ['INCOME_VERIFICATION', 'DOCUMENT_REQUEST'] as const;
/** CND-007: one document unless a condition asks for more. */
const DEFAULT_DOCS_REQUIRED = 1;

/** The upload source of this step visit with the new document added (ENM-011 MANUAL_PAYSTUB or OTHER). */
function addToVisitSource(
  application: ApplicationRecord,
  type: IncomeDocumentType,
  documentUuid: string,
): { sources: StoredIncomeSource[]; visit: StoredIncomeSource } {
  const kind = type === 'USER_UPLOADED_PAYSTUB' ? 'MANUAL_PAYSTUB' : 'OTHER';
  const isVisit = (source: StoredIncomeSource) =>
    source.source === kind && source.stepSeq === application.stepSeq;
  const earlier = application.incomeSources.find(isVisit);
  const visit: StoredIncomeSource = {
    source: kind,
    stepSeq: application.stepSeq,
    documentUuids: [...(earlier?.documentUuids ?? []), documentUuid],
    addedAt: earlier?.addedAt ?? new Date().toISOString(),
  };
  const others = application.incomeSources.filter((source) => !isVisit(source));
  return { sources: [...others, visit], visit };
}

/**
 * 007 `POST P/income/documents`: one income document (a paystub, W-2, statement…), stored by
 * magic bytes under a server-chosen name, filed under the open condition asking for it, and kept
 * with the step visit's manual income source. Once the documents asked for are in, paystubs mark
 * the manual paystub task done and a document request goes back to income verification
 * (DOCUMENT_REQUEST → DOCUMENTS_UPLOADED).
 */
export async function uploadIncomeDocument(
  db: Db,
  owner: { uuid: string; identityUuid: string },
  upload: UploadedFile & { type: IncomeDocumentType },
  storage: DocumentStorage,
): Promise<IncomeDocumentResult> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, INCOME_DOCUMENT_STEPS);
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
    const condition = await findIncomeCondition(tx, owner.uuid, upload.type);
    const forCondition = condition
      ? await fileUnderCondition(tx, condition, {
          documentUuid: document.uuid,
          identityUuid: owner.identityUuid,
        })
      : undefined;
    const { sources, visit } = addToVisitSource(application, upload.type, document.uuid);
    const uploaded = forCondition ?? visit.documentUuids?.length ?? 0;
    const required = condition?.numDocsRequired ?? DEFAULT_DOCS_REQUIRED;
    const done = uploaded >= required;
    const status =
      done && upload.type === 'USER_UPLOADED_PAYSTUB'
        ? { ...application.status, manualPaystubTasksComplete: true }
        : application.status;
    await updateApplication(tx, owner.uuid, { incomeSources: sources, status });
    await appendAudit(tx, {
      action: 'borrower.income-document-uploaded',
      actor: { type: 'identity', uuid: owner.identityUuid },
      entityUuid: owner.uuid,
      payload: {
        documentUuid: document.uuid,
        type: upload.type,
        uploaded,
        required,
        conditionUuid: condition?.uuid,
      },
    });
    let serverStep = application.serverStep;
    if (done && application.serverStep === 'DOCUMENT_REQUEST') {
      const moved = await transitionApplication(tx, {
        uuid: owner.uuid,
        event: 'DOCUMENTS_UPLOADED',
        actor: 'BORROWER',
        actorId: owner.identityUuid,
        detail: { documents: uploaded },
      });
      serverStep = moved.to;
    }
    return { serverStep, document: { uuid: document.uuid, type: upload.type }, uploaded, required };
  });
}
