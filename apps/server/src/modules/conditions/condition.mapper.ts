import type { Condition, ConditionStatus } from '@hearth/domain/conditions/condition-dto';
import { type RejectedDocument, zDocumentReviewStatus } from '@hearth/domain/conditions/document-review';
import type { ConditionCategory } from '@hearth/domain/enums/condition-category';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import type { ConditionDocumentRow, ConditionRow } from './condition.repository.ts';

/** CND-004: the borrower's view. Action is needed until the borrower has sent what was asked. */
export function toBorrowerCondition(
  row: ConditionRow,
  rejected: readonly RejectedDocument[] = [],
): Condition {
  return {
    uuid: row.uuid,
    categoryEnum: row.category as ConditionCategory,
    created: row.createdAt.toISOString(),
    notes: row.title,
    commentsToBorrower: row.description,
    requestDocuments: row.documentTypes,
    actionNeeded: row.status === 'OPEN',
    xtraData: { numDocsRequired: row.numDocsRequired },
    // Only when the lender turned a file down: the borrower reads why and uploads again.
    ...(rejected.length > 0 ? { rejectedDocuments: [...rejected] } : {}),
  };
}

export function toOpsCondition(row: ConditionRow, documents: readonly ConditionDocumentRow[]): OpsCondition {
  return {
    uuid: row.uuid,
    category: row.category,
    title: row.title,
    description: row.description,
    documentTypes: row.documentTypes,
    numDocsRequired: row.numDocsRequired,
    status: row.status as ConditionStatus,
    documents: documents
      .filter((document) => document.conditionUuid === row.uuid)
      .map((document) => ({
        documentUuid: document.documentUuid,
        uploadedAt: document.createdAt.toISOString(),
        review: zDocumentReviewStatus.parse(document.reviewStatus),
        rejectionReason: document.rejectionReason,
        reviewedAt: document.reviewedAt?.toISOString() ?? null,
      })),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** A rejected upload as the borrower reads it (a rejection always records its reason and time). */
export function toRejectedDocument(upload: {
  documentUuid: string;
  filename: string;
  reason: string | null;
  rejectedAt: Date | null;
}): RejectedDocument {
  return {
    documentUuid: upload.documentUuid,
    filename: upload.filename,
    reason: upload.reason ?? '',
    rejectedAt: (upload.rejectedAt ?? new Date()).toISOString(),
  };
}
