import type { LenderHmdaSettingsBody } from '@hearth/domain/exports/hmda-export-dto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lenderHmdaSettings } from '../../db/schema/index.ts';

export type LenderHmdaSettingsRow = typeof lenderHmdaSettings.$inferSelect;

export async function findLenderHmdaSettings(
  db: Db,
  orgCode: string,
): Promise<LenderHmdaSettingsRow | undefined> {
  const [row] = await db.select().from(lenderHmdaSettings).where(eq(lenderHmdaSettings.orgCode, orgCode));
  return row;
}

export async function saveLenderHmdaSettings(
  db: Db,
  orgCode: string,
  settings: LenderHmdaSettingsBody,
  staffUuid: string,
): Promise<LenderHmdaSettingsRow> {
  const values = { ...settings, updatedAt: new Date(), updatedByStaffUuid: staffUuid };
  const [row] = await db
    .insert(lenderHmdaSettings)
    .values({ orgCode, ...values })
    .onConflictDoUpdate({ target: lenderHmdaSettings.orgCode, set: values })
    .returning();
  if (!row) {
    throw new Error('Saving the HMDA settings returned no row');
  }
  return row;
}
