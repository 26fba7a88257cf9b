import { randomUUID } from 'node:crypto';
import { opsAuditApi } from '@hearth/domain/api/audit-api';
import { AUDIT_CSV_COLUMNS } from '@hearth/domain/ops/audit-log';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { createTestStaff, startTestStaffSession } from '../staff/staff-test-support.ts';
import { appendAudit, readAuditRow } from './audit.repository.ts';
import { csvCell } from './ops-audit.service.ts';

const EVENT = { event: 'TITLE_CLEARED', actor: 'PROVIDER', from: 'FINAL_TITLE_REVIEW', to: 'NOTE_SIGNING' };

/** Two lenders' applications, each with events about it and about one of its conditions. */
const suite = useTestAppWithStaff(undefined, async (t) => {
  const hearth = await seedApplication(t.app, { org: 'hearth' });
  const silverpine = await seedApplication(t.app, { org: 'silverpine' });
  const actorUuid = randomUUID();
  const conditionUuid = randomUUID();
  const write = (entityUuid: string) =>
    appendAudit(t.db, {
      action: 'ops.event-sent',
      actor: { type: 'staff', uuid: actorUuid },
      entityUuid,
      payload: EVENT,
    });
  await write(hearth.uuid);
  await appendAudit(t.db, {
    action: 'ops.condition-raised',
    actor: { type: 'staff', uuid: actorUuid },
    entityUuid: conditionUuid,
    payload: { applicationUuid: hearth.uuid, category: 'INCOME', signerUuid: null },
  });
  await write(silverpine.uuid);
  await write(hearth.uuid);
  return { hearth: hearth.uuid, silverpine: silverpine.uuid, actorUuid, conditionUuid };
});

async function tokenOf(role: StaffRole, orgCodes: string[] = []) {
  const staff = await createTestStaff(suite.t.app, { role, orgCodes });
  return { uuid: staff.uuid, jwt: await startTestStaffSession(suite.t.app, staff) };
}

type Page = {
  items: { seq: number; action: string; entityUuid: string; payload: Record<string, unknown> }[];
  total: number;
  page: number;
  pageSize: number;
};

function list(jwt: string, query: Record<string, string>) {
  return staffRequest(suite.t.app, jwt, opsAuditApi.list, { query });
}

describe('ops: GET the audit log', () => {
  it('finds an application’s events and its conditions’, newest first', async () => {
    const response = await list(suite.staffJwt, { applicationUuid: suite.hearth });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(page.items.map((item) => [item.action, item.entityUuid])).toEqual([
      ['ops.event-sent', suite.hearth],
      ['ops.condition-raised', suite.conditionUuid],
      ['ops.event-sent', suite.hearth],
    ]);
    const seqs = page.items.map((item) => item.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(page.items[0]).toMatchObject({ actorType: 'staff', actorUuid: suite.actorUuid, payload: EVENT });
  });

  it.each<[string, (s: typeof suite) => Record<string, string>, number]>([
    ['action and actor', (s) => ({ action: 'ops.event-sent', actorUuid: s.actorUuid }), 3],
    ['actor alone', (s) => ({ actorUuid: s.actorUuid }), 4],
    ['the record', (s) => ({ entityUuid: s.conditionUuid }), 1],
    ['another lender’s application', (s) => ({ applicationUuid: s.silverpine }), 1],
    ['an action nobody took', (s) => ({ action: 'staff.disabled', actorUuid: s.actorUuid }), 0],
    ['a time range in the future', (s) => ({ actorUuid: s.actorUuid, from: '2999-01-01T00:00:00Z' }), 0],
    ['a time range in the past', (s) => ({ actorUuid: s.actorUuid, to: '2000-01-01T00:00:00Z' }), 0],
    [
      'a time range around now',
      (s) => ({ actorUuid: s.actorUuid, from: '2000-01-01T00:00:00Z', to: '2999-01-01T00:00:00Z' }),
      4,
    ],
  ])('filters by %s', async (_name, query, total) => {
    const response = await list(suite.staffJwt, query(suite));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Page>().total).toBe(total);
    expect(response.json<Page>().items).toHaveLength(total);
  });

  it('pages on the server', async () => {
    const first = (await list(suite.staffJwt, { actorUuid: suite.actorUuid, pageSize: '3' })).json<Page>();
    const second = (
      await list(suite.staffJwt, { actorUuid: suite.actorUuid, pageSize: '3', page: '2' })
    ).json<Page>();
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(Math.min(...first.items.map((item) => item.seq))).toBeGreaterThan(
      second.items[0]?.seq ?? Infinity,
    );
  });

  it.each<Record<string, string>>([
    { pageSize: '101' },
    { page: '0' },
    { actorUuid: 'someone' },
    { from: 'yesterday' },
    { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
    { sort: 'asc' },
  ])('refuses the query %o (400)', async (query) => {
    expect((await list(suite.staffJwt, query)).statusCode).toBe(400);
  });

  it('shows staff limited to some lenders only their lenders’ application events', async () => {
    const limited = await tokenOf('MANAGER', ['silverpine']);
    const all = (await list(limited.jwt, {})).json<Page>();
    expect(all.items.map((item) => item.entityUuid)).toContain(suite.silverpine);
    expect(all.items.every((item) => item.entityUuid === suite.silverpine)).toBe(true);
    expect((await list(limited.jwt, { applicationUuid: suite.hearth })).json<Page>().total).toBe(0);
    expect((await list(limited.jwt, { entityUuid: suite.conditionUuid })).json<Page>().total).toBe(0);
  });

  it.each<StaffRole>(['UNDERWRITER', 'PROCESSOR', 'SUPPORT'])(
    'refuses %s both routes (403)',
    async (role) => {
      const { jwt } = await tokenOf(role);
      expect((await list(jwt, {})).statusCode).toBe(403);
      expect((await staffRequest(suite.t.app, jwt, opsAuditApi.export)).statusCode).toBe(403);
    },
  );
});

describe('ops: GET the audit log as CSV', () => {
  it('exports the filtered events newest first, and audits the export', async () => {
    const manager = await tokenOf('MANAGER');
    const response = await staffRequest(suite.t.app, manager.jwt, opsAuditApi.export, {
      query: { applicationUuid: suite.hearth },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.map((cells) => [cells[2], cells[6]])).toEqual([
      ['ops.event-sent', suite.hearth],
      ['ops.condition-raised', suite.conditionUuid],
      ['ops.event-sent', suite.hearth],
    ]);
    expect(lines[1]).toContain('"{""event"":""TITLE_CLEARED""');

    const exported = await suite.t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'ops.audit-exported'), eq(auditEvents.actorIdentityUuid, manager.uuid)),
      );
    expect(exported.map((row) => readAuditRow(row).payload)).toEqual([
      { count: 3, applicationUuid: suite.hearth },
    ]);
  });

  it('exports only a limited staff member’s lenders', async () => {
    const limited = await tokenOf('ADMIN', ['silverpine']);
    const response = await staffRequest(suite.t.app, limited.jwt, opsAuditApi.export, {
      query: { actorUuid: suite.actorUuid },
    });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual([suite.silverpine]);
  });
});

describe('ops: the audit log’s dates', () => {
  // "0000-02-29" is a valid ISO date that PostgreSQL has no year for: refused at the door, not by
  // the database.
  it.each([
    ['the page', opsAuditApi.list],
    ['the CSV export', opsAuditApi.export],
  ])('%s refuses a date-time before 1900 with its message', async (_, endpoint) => {
    for (const [name, value] of [
      ['from', '0000-02-29T00:00:00Z'],
      ['to', '1899-12-31T23:59:59+14:00'],
    ] as const) {
      const response = await staffRequest(suite.t.app, suite.staffJwt, endpoint, {
        query: { [name]: value },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: string[] }>().errors.join()).toContain(
        `${name} must be an ISO date-time from 1900 on`,
      );
    }
  });
});

describe('a CSV cell', () => {
  it.each<[string | number | null, string]>([
    [null, ''],
    [42, '42'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
