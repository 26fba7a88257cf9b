import type { IncomeDocumentType } from '@hearth/domain/journey/income';
import type { Db } from '../../db/client.ts';
import {
  type ConditionRow,
  countConditionDocuments,
  insertConditionDocument,
  listConditions,
  updateCondition,
} from '../conditions/condition.repository.ts';

function categoryFor(type: IncomeDocumentType): string {
  return type === 'USER_UPLOADED_PAYSTUB' ? 'HELOC_MANUAL_PAYSTUB_UPLOAD' : 'GENERIC_DOCUMENT_REQUEST';
}

/** The oldest unresolved condition this income document answers: one asking for its type, else its category's. */
export async function findIncomeCondition(
  tx: Db,
  applicationUuid: string,
  type: IncomeDocumentType,
): Promise<ConditionRow | undefined> {
  const open = await listConditions(tx, applicationUuid, { unresolvedOnly: true });
  return (
    open.find((condition) => condition.documentTypes.includes(type)) ??
    open.find((condition) => condition.category === categoryFor(type) && condition.documentTypes.length === 0)
  );
}

/** Files the document under the condition; OPEN → SUBMITTED once numDocsRequired are in (CND-007). */
export async function fileUnderCondition(
  tx: Db,
  condition: ConditionRow,
  upload: { documentUuid: string; identityUuid: string },
): Promise<number> {
  await insertConditionDocument(tx, {
    conditionUuid: condition.uuid,
    documentUuid: upload.documentUuid,
    uploadedByIdentityUuid: upload.identityUuid,
  });
  const uploaded = await countConditionDocuments(tx, condition.uuid);
  if (condition.status === 'OPEN' && uploaded >= condition.numDocsRequired) {
    await updateCondition(tx, condition.uuid, { status: 'SUBMITTED' });
  }
  return uploaded;
}
