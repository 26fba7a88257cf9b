import type { FlagOverride, FlagOverrideBody, FlagOverrideParams } from '@hearth/domain/ops/flag-override';
import { zFlagVariableValue } from '@hearth/domain/org/feature-flags';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { featureFlagOverrides } from '../../db/schema/index.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';

/** Every instance's flag cache listens here (db/notification-feed.ts). */
export const FLAG_OVERRIDES_CHANNEL = 'hearth_flag_overrides_changed';

const TABLE = 'feature_flag_overrides';
const zStoredVariables = z.record(z.string(), zFlagVariableValue).nullable();

type Row = typeof featureFlagOverrides.$inferSelect;
type StoredVariables = z.infer<typeof zStoredVariables>;

function parseVariables(value: unknown, direction: 'read' | 'write', rowId?: string): StoredVariables {
  const result = zStoredVariables.safeParse(value);
  if (!result.success) {
    throw new StoredDataError(TABLE, 'variables', direction, result.error, rowId);
  }
  return result.data;
}

function toOverride(row: Row): FlagOverride {
  const variables = parseVariables(row.variables, 'read', `${row.scope}/${row.flagKey}`);
  return {
    scope: row.scope,
    flagKey: row.flagKey,
    enabled: row.enabled,
    variables,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByStaffUuid,
  };
}

export async function listFlagOverrides(db: Db): Promise<FlagOverride[]> {
  const rows = await db
    .select()
    .from(featureFlagOverrides)
    .orderBy(asc(featureFlagOverrides.scope), asc(featureFlagOverrides.flagKey));
  return rows.map(toOverride);
}

/** Sets the override (replacing a previous one whole) and tells every instance as it commits. */
export async function upsertFlagOverride(
  db: Db,
  key: FlagOverrideParams,
  body: FlagOverrideBody,
  staffUuid: string,
): Promise<FlagOverride> {
  const values = {
    scope: key.scope,
    flagKey: key.flagKey,
    enabled: body.enabled ?? null,
    variables: parseVariables(body.variables ?? null, 'write'),
    updatedAt: new Date(),
    updatedByStaffUuid: staffUuid,
  };
  const [row] = await db
    .insert(featureFlagOverrides)
    .values(values)
    .onConflictDoUpdate({ target: [featureFlagOverrides.scope, featureFlagOverrides.flagKey], set: values })
    .returning();
  await notifyChanged(db, key);
  return toOverride(row as Row);
}

/** Removes the override; false when there was none. */
export async function deleteFlagOverride(db: Db, key: FlagOverrideParams): Promise<boolean> {
  const deleted = await db
    .delete(featureFlagOverrides)
    .where(and(eq(featureFlagOverrides.scope, key.scope), eq(featureFlagOverrides.flagKey, key.flagKey)))
    .returning({ scope: featureFlagOverrides.scope });
  if (deleted.length > 0) {
    await notifyChanged(db, key);
  }
  return deleted.length > 0;
}

/** The payload names the override that changed; listeners re-read them all. */
async function notifyChanged(db: Db, key: FlagOverrideParams): Promise<void> {
  await db.execute(sql`select pg_notify(${FLAG_OVERRIDES_CHANNEL}, ${`${key.scope}/${key.flagKey}`})`);
}
