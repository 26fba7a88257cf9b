import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { telemetryEvents, telemetrySessions } from '../../db/schema/index.ts';
import { checkTelemetryEventWrite, checkTelemetrySessionWrite } from './stored-telemetry.ts';

export async function insertTelemetrySession(
  db: Db,
  row: typeof telemetrySessions.$inferInsert,
): Promise<void> {
  await db.insert(telemetrySessions).values(checkTelemetrySessionWrite(row));
}

export async function insertTelemetryEvent(db: Db, row: typeof telemetryEvents.$inferInsert): Promise<void> {
  await db.insert(telemetryEvents).values(checkTelemetryEventWrite(row));
}

export async function hasEventWithDedupeKey(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .select({ uuid: telemetryEvents.uuid })
    .from(telemetryEvents)
    .where(eq(telemetryEvents.dedupeKey, dedupeKey))
    .limit(1);
  return rows.length > 0;
}
