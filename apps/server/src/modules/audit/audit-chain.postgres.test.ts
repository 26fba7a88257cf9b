import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { appendAudit } from './audit.repository.ts';
import { verifyAuditChain } from './audit-verify.ts';

/** Two instances' pools appending at once, some inside longer transactions: one line still. */
describe.skipIf(!process.env.DATABASE_URL)('the audit chain under concurrent appends on PostgreSQL', () => {
  let database: TestDatabase;
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = await createDatabase({ databaseUrl: database.databaseUrl as string });
  });
  afterAll(async () => {
    await other?.close();
    await database?.dispose();
  });

  it('keeps one linear chain, every seq once, every link whole', async () => {
    const PER_POOL = 30;
    const append = (handle: DatabaseHandle, index: number) => {
      const identityUuid = randomUUID();
      const event = {
        action: 'identity.logged-in' as const,
        actor: { type: 'identity' as const, uuid: identityUuid },
        entityUuid: identityUuid,
      };
      if (index % 3 === 0) {
        // A transaction that does more work after its append: the next append waits for its commit.
        return handle.db.transaction(async (tx) => {
          await appendAudit(tx, event);
          await tx.execute(sql`select pg_sleep(0.01)`);
        });
      }
      return appendAudit(handle.db, event);
    };
    await Promise.all(
      Array.from({ length: PER_POOL }, (_, index) => [
        append(database.handle, index),
        append(other, index),
      ]).flat(),
    );

    const rows = await database.handle.db
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .orderBy(auditEvents.seq);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 2 * PER_POOL }, (_, index) => index + 1));
    expect(await verifyAuditChain(database.handle.db)).toMatchObject({ ok: true, count: 2 * PER_POOL });
    expect(await verifyAuditChain(other.db)).toMatchObject({ ok: true, count: 2 * PER_POOL });
  });
});
