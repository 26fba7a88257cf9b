import { AppError } from '@hearth/domain/errors/app-error';
import type { FlagOverride, FlagOverrideBody, FlagOverrideParams } from '@hearth/domain/ops/flag-override';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { findOrg } from '../org/registry/index.ts';
import { deleteFlagOverride, upsertFlagOverride } from './flag-override.repository.ts';

interface Staff {
  uuid: string;
  role: StaffRole;
}

/** Lender settings are an administrator's; an unknown lender is refused before anything is written. */
function refuseUnlessAllowed(staff: Staff, key: FlagOverrideParams): void {
  if (staff.role !== 'ADMIN') {
    throw new AppError('FORBIDDEN');
  }
  if (key.scope !== '*' && !findOrg(key.scope)) {
    throw new AppError('NOT_FOUND', [`No lender has the code ${key.scope}`]);
  }
}

/** The override and its audit record commit together, with the notice to every instance. */
export async function setFlagOverride(
  db: Db,
  staff: Staff,
  key: FlagOverrideParams,
  body: FlagOverrideBody,
): Promise<FlagOverride> {
  refuseUnlessAllowed(staff, key);
  return db.transaction(async (tx) => {
    const override = await upsertFlagOverride(tx, key, body, staff.uuid);
    await appendAudit(tx, {
      action: 'ops.flag-override-set',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: null,
      payload: { scope: key.scope, flagKey: key.flagKey, enabled: override.enabled },
    });
    return override;
  });
}

export async function clearFlagOverride(db: Db, staff: Staff, key: FlagOverrideParams): Promise<void> {
  refuseUnlessAllowed(staff, key);
  await db.transaction(async (tx) => {
    if (!(await deleteFlagOverride(tx, key))) {
      throw new AppError('NOT_FOUND');
    }
    await appendAudit(tx, {
      action: 'ops.flag-override-cleared',
      actor: { type: 'staff', uuid: staff.uuid },
      entityUuid: null,
      payload: { scope: key.scope, flagKey: key.flagKey },
    });
  });
}
