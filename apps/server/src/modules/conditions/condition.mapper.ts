import type { Condition, ConditionStatus } from '@hearth/domain/conditions/condition-dto';
import type { ConditionCategory } from '@hearth/domain/enums/condition-category';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import type { ConditionDocumentRow, ConditionRow } from './condition.repository.ts';

/** CND-004: the borrower's view. Action is needed until the borrower has sent what was asked. */
export function toBorrowerCondition(row: ConditionRow): Condition {
  return {
    uuid: row.uuid,
    categoryEnum: row.category as ConditionCategory,
    created: row.createdAt.toISOString(),
    notes: row.title,
    commentsToBorrower: row.description,
    requestDocuments: row.documentTypes,
    actionNeeded: row.status === 'OPEN',
    xtraData: { numDocsRequired: row.numDocsRequired },
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
      })),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
