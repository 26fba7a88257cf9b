import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { useTestDatabase } from '../../../test/use-test-database.ts';
import { runMigrations } from '../../db/migrate.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { MIGRATIONS_DIR } from '../../lib/paths.ts';
import { LOGIN_PATH, registerUser, STRONG_PASSWORD } from '../identity/identity-test-support.ts';
import { appendAudit, InvalidAuditEventError, listAuditTrail } from './audit.repository.ts';
import { verifyAuditChain } from './audit-verify.ts';

const DRIVER = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the audit trail on ${DRIVER}`, () => {
  const database = useTestDatabase();

  it('keeps who, what, which record and the payload, and reads them back', async () => {
    const applicationUuid = randomUUID();
    const staffUuid = randomUUID();
    await appendAudit(database.db, {
      action: 'ops.event-sent',
      actor: { type: 'staff', uuid: staffUuid },
      entityUuid: applicationUuid,
      payload: { event: 'TITLE_CLEARED', actor: 'PROVIDER', from: 'FINAL_TITLE_REVIEW', to: 'NOTE_SIGNING' },
    });
    const [record] = await listAuditTrail(database.db, applicationUuid);
    expect(record).toMatchObject({
      action: 'ops.event-sent',
      actorType: 'staff',
      actorUuid: staffUuid,
      entityType: 'heloc_application',
      entityUuid: applicationUuid,
      payload: { event: 'TITLE_CLEARED', actor: 'PROVIDER', from: 'FINAL_TITLE_REVIEW', to: 'NOTE_SIGNING' },
      ip: null,
    });
    expect(record?.occurredAt).toBeInstanceOf(Date);
  });

  it('records a system actor with no uuid', async () => {
    const conditionUuid = randomUUID();
    await appendAudit(database.db, {
      action: 'ops.condition-raised',
      actor: { type: 'system' },
      entityUuid: conditionUuid,
      payload: { applicationUuid: randomUUID(), category: 'INCOME', signerUuid: null },
    });
    expect(await listAuditTrail(database.db, conditionUuid)).toEqual([
      expect.objectContaining({ actorType: 'system', actorUuid: null, entityType: 'application_condition' }),
    ]);
  });

  it('refuses a payload with a field its event does not name (no PII can slip in), writing nothing', async () => {
    const identityUuid = randomUUID();
    const write = appendAudit(database.db, {
      action: 'identity.alias-changed',
      actor: { type: 'identity', uuid: identityUuid },
      entityUuid: identityUuid,
      payload: { type: 'Phone', phoneNumber: '2125550123' } as never,
    });
    await expect(write).rejects.toThrow(InvalidAuditEventError);
    await expect(write).rejects.toThrow(/identity\.alias-changed refused/);
    expect(
      await database.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, identityUuid)),
    ).toEqual([]);
  });

  it('refuses to read a stored row whose payload does not fit its event, naming the column', async () => {
    const identityUuid = randomUUID();
    const [row] = await database.db
      .insert(auditEvents)
      .values({
        actorIdentityUuid: identityUuid,
        actorType: 'identity',
        action: 'identity.logged-out',
        entityType: 'identity',
        entityUuid: identityUuid,
        details: { email: 'someone@example.com' } as never,
        seq: 1_000_000,
        prevHash: 'not-chained',
        hash: 'not-chained',
      })
      .returning();
    const read = listAuditTrail(database.db, identityUuid);
    await expect(read).rejects.toThrow(StoredDataError);
    await expect(read).rejects.toThrow(`audit_events.details of ${row?.uuid} is malformed (read)`);
    await expect(read).rejects.not.toThrow(/someone@example\.com/);
  });

  it.each([
    ['UPDATE', sql`update audit_events set action = 'identity.logged-in'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('the database refuses %s: the trail is append-only', async (operation, statement) => {
    const identityUuid = randomUUID();
    await appendAudit(database.db, {
      action: 'identity.logged-in',
      actor: { type: 'identity', uuid: identityUuid },
      entityUuid: identityUuid,
    });
    await expect(database.db.execute(statement)).rejects.toThrow();
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, identityUuid));
    expect(rows.map((row) => row.action)).toEqual(['identity.logged-in']);
    const error = await database.db.execute(statement).catch((caught: unknown) => caught);
    expect(String((error as Error).cause ?? error)).toContain(
      `audit_events is append-only: ${operation} refused`,
    );
  });
});

describe(`the append-only migration on ${DRIVER}`, () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = mkdtempSync(join(tmpdir(), 'hearth-migrations-'));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('moves the actor type out of the payload of rows written before it', async () => {
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag === '0011_audit_append_only');
    expect(before).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    await runMigrations(database.handle, folder);
    const staffUuid = randomUUID();
    const identityUuid = randomUUID();
    await database.handle.db.execute(sql`
      insert into audit_events (actor_identity_uuid, action, entity_type, entity_uuid, details) values
        (${staffUuid}, 'staff.logged-in', 'staff_user', ${staffUuid}, '{"actorType":"staff"}'),
        (${identityUuid}, 'identity.logged-in', 'identity', ${identityUuid}, '{}'),
        (null, 'ops.condition-raised', 'application_condition', 'c1', '{"actorType":"system","category":"INCOME"}')`);

    await runMigrations(database.handle);

    const rows = await database.handle.db
      .select({ action: auditEvents.action, actorType: auditEvents.actorType, details: auditEvents.details })
      .from(auditEvents)
      .orderBy(auditEvents.action);
    expect(rows).toEqual([
      { action: 'identity.logged-in', actorType: 'identity', details: {} },
      { action: 'ops.condition-raised', actorType: 'system', details: { category: 'INCOME' } },
      { action: 'staff.logged-in', actorType: 'staff', details: {} },
    ]);
    // The rows written before the chain are chained by its migration, and later appends follow.
    expect(await verifyAuditChain(database.handle.db)).toMatchObject({ ok: true, count: 3 });
    await appendAudit(database.handle.db, {
      action: 'identity.logged-in',
      actor: { type: 'identity', uuid: identityUuid },
      entityUuid: identityUuid,
    });
    expect(await verifyAuditChain(database.handle.db)).toMatchObject({ ok: true, count: 4 });
  });
});

describe('an audit row written while serving a request', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitsEnabled: false });
  });
  afterAll(() => t.close());

  it('says from which IP the action came', async () => {
    const user = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      payload: { email: user.email, password: STRONG_PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    expect(login.statusCode).toBe(200);
    const trail = await listAuditTrail(t.db, user.identityUuid);
    expect(trail.map((record) => [record.action, record.ip])).toEqual([
      ['identity.registered', '127.0.0.1'],
      ['identity.logged-in', '203.0.113.7'],
    ]);
  });
});
