import type { Condition } from '@hearth/domain/conditions/condition-dto';
import type { DocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { toBorrowerCondition } from './condition.mapper.ts';
import {
  countConditionDocuments,
  insertConditionDocument,
  lockCondition,
  updateCondition,
} from './condition.repository.ts';
import { findConditionAudience } from './condition-audience.ts';
import { CONDITION_ALREADY_RESOLVED } from './conditions.service.ts';

/** The documents module's `storeUpload` (decision 007): checks magic bytes and size, stores, returns the row. */
export type StoreUpload = (
  db: Db,
  upload: { applicationUuid: string; type: DocumentType; filename: string; bytes: Uint8Array },
) => Promise<{ uuid: string }>;

export interface ConditionUpload {
  identityUuid: string;
  applicationUuid: string;
  conditionUuid: string;
  filename: string;
  bytes: Buffer;
  /** The document type the borrower chose; defaults to the first one the condition asks for. */
  type: DocumentType | undefined;
}

export const WRONG_DOCUMENT_TYPE = 'This condition does not ask for that type of document';

function chooseType(requested: readonly string[], chosen: DocumentType | undefined): DocumentType {
  if (chosen !== undefined) {
    if (requested.length > 0 && !requested.includes(chosen)) {
      throw new AppError('VALIDATION', [WRONG_DOCUMENT_TYPE]);
    }
    return chosen;
  }
  return (requested[0] as DocumentType | undefined) ?? 'SUPPORT';
}

/**
 * The borrower (or the additional signer it is asked of) answers an unresolved condition with a file. The file, its link to the condition, the
 * OPEN → SUBMITTED move (once numDocsRequired files are in, CND-007) and the audit row commit together.
 */
export async function uploadConditionDocument(
  db: Db,
  storeUpload: StoreUpload,
  upload: ConditionUpload,
): Promise<Condition> {
  const audience = await findConditionAudience(db, upload.applicationUuid, upload.identityUuid);
  if (!audience) {
    throw new AppError('NOT_FOUND');
  }
  return db.transaction(async (tx) => {
    const condition = await lockCondition(tx, upload.applicationUuid, upload.conditionUuid);
    // A condition asked of someone else (the borrower's, or another signer's) is not found.
    if (!condition || condition.signerUuid !== audience.signerUuid) {
      throw new AppError('NOT_FOUND');
    }
    if (condition.status === 'RESOLVED') {
      throw new AppError('CONFLICT', [CONDITION_ALREADY_RESOLVED]);
    }
    const type = chooseType(condition.documentTypes, upload.type);
    const document = await storeUpload(tx, {
      applicationUuid: upload.applicationUuid,
      type,
      filename: upload.filename,
      bytes: upload.bytes,
    });
    await insertConditionDocument(tx, {
      conditionUuid: condition.uuid,
      documentUuid: document.uuid,
      uploadedByIdentityUuid: upload.identityUuid,
    });
    const uploaded = await countConditionDocuments(tx, condition.uuid);
    const updated =
      condition.status === 'OPEN' && uploaded >= condition.numDocsRequired
        ? await updateCondition(tx, condition.uuid, { status: 'SUBMITTED' })
        : condition;
    await appendAudit(tx, {
      action: 'borrower.condition-document-uploaded',
      actor: { type: 'identity', uuid: upload.identityUuid },
      entityUuid: condition.uuid,
      payload: { applicationUuid: upload.applicationUuid, documentUuid: document.uuid, type, uploaded },
    });
    return toBorrowerCondition(updated);
  });
}
