import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { isShownConditionCategory } from '@hearth/domain/enums/condition-category';
import { AppError } from '@hearth/domain/errors/app-error';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { toBorrowerCondition, toOpsCondition, toRejectedDocument } from './condition.mapper.ts';
import {
  listConditionDocuments,
  listConditions,
  listRejectedUploads,
  lockCondition,
  updateCondition,
} from './condition.repository.ts';
import { findConditionAudience } from './condition-audience.ts';

export const CONDITION_ALREADY_RESOLVED = 'The condition is already resolved';

export async function resolveCondition(
  db: Db,
  staffUuid: string,
  applicationUuid: string,
  conditionUuid: string,
): Promise<OpsCondition> {
  return db.transaction(async (tx) => {
    const condition = await lockCondition(tx, applicationUuid, conditionUuid);
    if (!condition) {
      throw new AppError('NOT_FOUND');
    }
    if (condition.status === 'RESOLVED') {
      throw new AppError('CONFLICT', [CONDITION_ALREADY_RESOLVED]);
    }
    const resolved = await updateCondition(tx, conditionUuid, {
      status: 'RESOLVED',
      resolvedAt: new Date(),
      resolvedByStaffUuid: staffUuid,
    });
    await appendAudit(tx, {
      action: 'ops.condition-resolved',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: conditionUuid,
      payload: { applicationUuid, category: condition.category, previousStatus: condition.status },
    });
    return toOpsCondition(resolved, await listConditionDocuments(tx, [conditionUuid]));
  });
}

/** Every condition of the application with its uploads (the ops view). */
export async function listOpsConditions(db: Db, applicationUuid: string): Promise<OpsCondition[]> {
  const rows = await listConditions(db, applicationUuid);
  const documents = await listConditionDocuments(
    db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => toOpsCondition(row, documents));
}

/**
 * API-052: the caller's unresolved conditions of the 12 shown categories (CND-005), oldest first
 * (CND-006) — the borrower's, or for an additional signer those asked of them (SGN-004).
 */
export async function listBorrowerConditions(
  db: Db,
  identityUuid: string,
  applicationUuid: string,
): Promise<Condition[]> {
  const audience = await findConditionAudience(db, applicationUuid, identityUuid);
  if (!audience) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await listConditions(db, applicationUuid, {
    unresolvedOnly: true,
    signerUuid: audience.signerUuid,
  });
  const shown = rows.filter((row) => isShownConditionCategory(row.category));
  const rejected = await listRejectedUploads(
    db,
    shown.map((row) => row.uuid),
  );
  return shown.map((row) =>
    toBorrowerCondition(
      row,
      rejected.filter((upload) => upload.conditionUuid === row.uuid).map(toRejectedDocument),
    ),
  );
}
