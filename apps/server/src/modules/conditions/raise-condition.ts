import { AppError } from '@hearth/domain/errors/app-error';
import { isTerminal } from '@hearth/domain/lifecycle/transition';
import type { RaiseConditionBody } from '@hearth/domain/ops/ops-bodies';
import type { OpsCondition } from '@hearth/domain/ops/ops-dto';
import type { Db } from '../../db/client.ts';
import { lockApplication } from '../../lifecycle/application-lock.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { toOpsCondition } from './condition.mapper.ts';
import { insertCondition } from './condition.repository.ts';

export const NO_SUCH_SIGNER = 'This application has no such additional signer';

/**
 * Raises a condition inside the caller's transaction, under the application's row lock. `staffUuid`
 * null means the system raised it (a job, e.g. a manual paystub request). Refused once the
 * application is COMPLETE, DECLINED or CANCELLED; 404 for an unknown application.
 */
export async function raiseConditionInTransaction(
  tx: Db,
  applicationUuid: string,
  body: RaiseConditionBody,
  staffUuid: string | null,
): Promise<OpsCondition> {
  const application = await lockApplication(tx, applicationUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  if (isTerminal(application.serverStep)) {
    throw new AppError('CONFLICT', [
      `The application is ${application.serverStep}; no condition can be raised`,
    ]);
  }
  if (
    body.signerUuid !== undefined &&
    !application.helocSigners.some(
      (signer) =>
        signer.role === 'CO_DEEDER' && signer.uuid === body.signerUuid && signer.status !== 'WITHDRAWN',
    )
  ) {
    throw new AppError('VALIDATION', [NO_SUCH_SIGNER]);
  }
  const row = await insertCondition(tx, {
    applicationUuid,
    category: body.category,
    title: body.title,
    description: body.description,
    documentTypes: body.documentTypes ?? [],
    numDocsRequired: body.numDocsRequired ?? 1,
    raisedByStaffUuid: staffUuid,
    signerUuid: body.signerUuid ?? null,
  });
  await appendAudit(tx, {
    action: 'ops.condition-raised',
    actor: staffUuid === null ? { type: 'system' } : { type: 'staff', uuid: staffUuid },
    entityUuid: row.uuid,
    payload: { applicationUuid, category: row.category, signerUuid: row.signerUuid },
  });
  return toOpsCondition(row, []);
}

/** The ops API: a staff user asks the borrower for something. */
export function raiseCondition(
  db: Db,
  staffUuid: string,
  applicationUuid: string,
  body: RaiseConditionBody,
): Promise<OpsCondition> {
  return db.transaction((tx) => raiseConditionInTransaction(tx, applicationUuid, body, staffUuid));
}
