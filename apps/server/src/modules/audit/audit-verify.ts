import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { type ChainedAuditRow, type ChainVerdict, createChainVerifier } from './audit-chain.ts';

const BATCH = 1000;

/** The time as the chain hashes it: UTC, microseconds (the SQL function renders it alike). */
export const chainTime = sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows in `seq` order, a batch at a time, rendered as the chain hashes them. */
async function* readChain(db: Db): AsyncGenerator<ChainedAuditRow> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        seq: auditEvents.seq,
        uuid: auditEvents.uuid,
        action: auditEvents.action,
        actorType: auditEvents.actorType,
        actorUuid: auditEvents.actorIdentityUuid,
        entityType: auditEvents.entityType,
        entityUuid: auditEvents.entityUuid,
        detailsText: sql<string>`${auditEvents.details}::text`,
        ip: auditEvents.ip,
        occurredAt: chainTime,
        prevHash: auditEvents.prevHash,
        hash: auditEvents.hash,
      })
      .from(auditEvents)
      .where(gt(auditEvents.seq, after))
      .orderBy(asc(auditEvents.seq))
      .limit(BATCH);
    for (const row of rows) {
      after = row.seq;
      yield row;
    }
    if (rows.length < BATCH) {
      return;
    }
  }
}

/**
 * Recomputes the audit chain from its first row: OK with the count, or the first broken link
 * (its seq and why). The hashes are recomputed here, not by the database's function.
 */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  const verifier = createChainVerifier();
  for await (const row of readChain(db)) {
    if (verifier.check(row)) {
      break;
    }
  }
  return verifier.verdict();
}
