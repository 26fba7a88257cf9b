import type { OpsAuditFilters } from '@hearth/domain/ops/audit-log';
import { and, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, helocApplications } from '../../db/schema/index.ts';

/** The application an event is about: its entity, or the one its payload names (a condition's). */
const eventApplicationUuid = sql`(case when ${auditEvents.entityType} = 'heloc_application'
  then ${auditEvents.entityUuid} else ${auditEvents.details}->>'applicationUuid' end)`;

/**
 * The filters as one condition. `lenders` (non-empty) keeps only the events about an application
 * of those lenders: staff limited to some lenders see nothing else of the log.
 */
function whereOf(filters: OpsAuditFilters, lenders: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.actorUuid ? eq(auditEvents.actorIdentityUuid, filters.actorUuid) : undefined,
    filters.entityUuid ? eq(auditEvents.entityUuid, filters.entityUuid) : undefined,
    filters.applicationUuid
      ? or(
          and(
            eq(auditEvents.entityType, 'heloc_application'),
            eq(auditEvents.entityUuid, filters.applicationUuid),
          ),
          sql`${auditEvents.details}->>'applicationUuid' = ${filters.applicationUuid}`,
        )
      : undefined,
    filters.from ? gte(auditEvents.occurredAt, new Date(filters.from)) : undefined,
    filters.to ? lte(auditEvents.occurredAt, new Date(filters.to)) : undefined,
    lenders.length > 0
      ? sql`exists (select 1 from ${helocApplications}
          where ${inArray(helocApplications.organizationCode, [...lenders])}
            and ${helocApplications.uuid}::text = ${eventApplicationUuid})`
      : undefined,
  ];
  return and(...conditions);
}

export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * A page of the log, newest (highest seq) first, and how many events match in all. The page and
 * its count are one statement, so an event written meanwhile is in both or in neither.
 */
export async function findAuditEvents(
  db: Db,
  filters: OpsAuditFilters,
  lenders: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const where = whereOf(filters, lenders);
  const counted = await db
    .select({ row: auditEvents, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.seq))
    .limit(page.limit)
    .offset(page.offset);
  const first = counted[0];
  if (first) {
    return { rows: counted.map(({ row }) => row), total: first.total };
  }
  // A page past the last lists nothing: the count alone.
  const [all] = await db.select({ total: count() }).from(auditEvents).where(where);
  return { rows: [], total: all?.total ?? 0 };
}
