import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-database.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { appendAudit } from './audit.repository.ts';
import { verifyAuditChain } from './audit-verify.ts';

const DRIVER = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Changes a stored row as someone with the table owner's rights could, the trigger set aside. */
async function tamper(db: ReturnType<typeof useTestDatabase>['db'], statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  });
}

describe(`verifying the audit chain on ${DRIVER}`, () => {
  const database = useTestDatabase();

  it('chains every append to the one before and finds the chain whole', async () => {
    const staffUuid = randomUUID();
    for (const entityUuid of [randomUUID(), randomUUID(), randomUUID()]) {
      await appendAudit(database.db, {
        action: 'ops.event-sent',
        actor: { type: 'staff', uuid: staffUuid },
        entityUuid,
        payload: {
          event: 'TITLE_CLEARED',
          actor: 'PROVIDER',
          from: 'FINAL_TITLE_REVIEW',
          to: 'NOTE_SIGNING',
        },
      });
    }
    await database.db.transaction(async (tx) => {
      await appendAudit(tx, {
        action: 'identity.logged-in',
        actor: { type: 'identity', uuid: staffUuid },
        entityUuid: staffUuid,
      });
      await appendAudit(tx, {
        action: 'ops.condition-raised',
        actor: { type: 'system' },
        entityUuid: randomUUID(),
        payload: { applicationUuid: randomUUID(), category: 'ÉTÉ', signerUuid: null },
      });
    });
    const rows = await database.db
      .select({ seq: auditEvents.seq, prevHash: auditEvents.prevHash, hash: auditEvents.hash })
      .from(auditEvents)
      .orderBy(auditEvents.seq);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]?.prevHash).toBe('0'.repeat(64));
    expect(rows[1]?.prevHash).toBe(rows[0]?.hash);
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, count: 5 });
  });

  it('names the first row whose payload was changed behind the trigger', async () => {
    await tamper(
      database.db,
      sql`update audit_events set details = '{"event":"FUNDED","actor":"PROVIDER","from":"FINAL_TITLE_REVIEW","to":"NOTE_SIGNING"}' where seq = 2`,
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({
      ok: false,
      count: 1,
      seq: 2,
      reason: expect.stringMatching(/changed/),
    });
  });

  it('names the gap a deleted row leaves', async () => {
    await tamper(database.db, sql`delete from audit_events where seq in (1, 2)`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      ok: false,
      count: 0,
      seq: 3,
      reason: expect.stringMatching(/expected seq 1/),
    });
  });
});
