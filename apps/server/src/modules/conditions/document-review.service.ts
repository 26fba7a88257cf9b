import { DOCUMENT_REVIEW_MESSAGES } from '@hearth/domain/conditions/document-review';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { toOpsCondition } from './condition.mapper.ts';
import {
  countConditionDocuments,
  listConditionDocuments,
  lockCondition,
  lockConditionDocument,
  updateCondition,
  updateConditionDocument,
} from './condition.repository.ts';
import { CONDITION_ALREADY_RESOLVED } from './conditions.service.ts';

export interface DocumentReview {
  staffUuid: string;
  applicationUuid: string;
  conditionUuid: string;
  documentUuid: string;
}

/**
 * The condition and the upload under review, both locked: 404 when the condition is not the
 * application's or the document was not uploaded for it, 409 once the condition is resolved or
 * the upload already reviewed.
 */
async function lockReview(tx: Db, review: DocumentReview) {
  const condition = await lockCondition(tx, review.applicationUuid, review.conditionUuid);
  if (!condition) {
    throw new AppError('NOT_FOUND');
  }
  const upload = await lockConditionDocument(tx, condition.uuid, review.documentUuid);
  if (!upload) {
    throw new AppError('NOT_FOUND', [DOCUMENT_REVIEW_MESSAGES.notOfCondition]);
  }
  if (condition.status === 'RESOLVED') {
    throw new AppError('CONFLICT', [CONDITION_ALREADY_RESOLVED]);
  }
  if (upload.reviewStatus !== 'PENDING') {
    throw new AppError('CONFLICT', [DOCUMENT_REVIEW_MESSAGES.alreadyReviewed]);
  }
  return { condition, upload };
}

/** Staff accept an upload: it stays counted; resolving the condition is a separate decision. */
export function acceptConditionDocument(db: Db, review: DocumentReview): Promise<OpsCondition> {
  return db.transaction(async (tx) => {
    const { condition, upload } = await lockReview(tx, review);
    await updateConditionDocument(tx, upload.uuid, {
      reviewStatus: 'ACCEPTED',
      rejectionReason: null,
      reviewedByStaffUuid: review.staffUuid,
      reviewedAt: new Date(),
    });
    await appendAudit(tx, {
      action: 'ops.condition-document-accepted',
      actor: { type: 'staff', uuid: review.staffUuid },
      entityUuid: condition.uuid,
      payload: { applicationUuid: review.applicationUuid, documentUuid: review.documentUuid },
    });
    return toOpsCondition(condition, await listConditionDocuments(tx, [condition.uuid]));
  });
}

/**
 * Staff reject an upload with a reason the borrower reads. It no longer counts, so a SUBMITTED
 * condition short of its numDocsRequired opens again: the borrower is asked to upload once more.
 */
export function rejectConditionDocument(
  db: Db,
  review: DocumentReview,
  reason: string,
): Promise<OpsCondition> {
  return db.transaction(async (tx) => {
    const { condition, upload } = await lockReview(tx, review);
    await updateConditionDocument(tx, upload.uuid, {
      reviewStatus: 'REJECTED',
      rejectionReason: reason,
      reviewedByStaffUuid: review.staffUuid,
      reviewedAt: new Date(),
    });
    const counted = await countConditionDocuments(tx, condition.uuid);
    const reopen = condition.status === 'SUBMITTED' && counted < condition.numDocsRequired;
    const updated = reopen ? await updateCondition(tx, condition.uuid, { status: 'OPEN' }) : condition;
    await appendAudit(tx, {
      action: 'ops.condition-document-rejected',
      actor: { type: 'staff', uuid: review.staffUuid },
      entityUuid: condition.uuid,
      payload: {
        applicationUuid: review.applicationUuid,
        documentUuid: review.documentUuid,
        reopened: reopen,
      },
    });
    return toOpsCondition(updated, await listConditionDocuments(tx, [condition.uuid]));
  });
}
