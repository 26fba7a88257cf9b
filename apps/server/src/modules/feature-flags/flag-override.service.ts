import { AppError } from '@hearth/domain/errors/app-error';
import type { FlagOverride, FlagOverrideBody, FlagOverrideParams } from '@hearth/domain/ops/flag-override';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import { worksForLender } from '../ops/application-access.ts';
import { findOrg } from '../org/registry/index.ts';
import { deleteFlagOverride, upsertFlagOverride } from './flag-override.repository.ts';

interface Staff {
  uuid: string;
  orgCodes: readonly string[];
}

/**
 * Refused before anything is written: a lender that does not exist or that the staff user does not
 * work for (404), and every lender at once (`*`) for staff limited to some lenders (403).
 */
function refuseUnlessAllowed(staff: Staff, key: FlagOverrideParams): void {
  if (key.scope === '*') {
    if (staff.orgCodes.length > 0) {
      throw new AppError('FORBIDDEN');
    }
    return;
  }
  if (!findOrg(key.scope) || !worksForLender(staff, key.scope)) {
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
