import type { Db } from '../../db/client.ts';
import { smsConsents } from '../../db/schema/index.ts';

export type SmsConsentRow = typeof smsConsents.$inferSelect;
export type NewSmsConsentRow = typeof smsConsents.$inferInsert;

/** Appends answers; consents are never updated, so the history stays the evidence. */
export async function insertSmsConsents(db: Db, rows: NewSmsConsentRow[]): Promise<SmsConsentRow[]> {
  return db.insert(smsConsents).values(rows).returning();
}
