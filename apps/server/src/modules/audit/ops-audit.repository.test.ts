import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-database.ts';
import { appendAudit } from './audit.repository.ts';
import { findAuditEvents } from './ops-audit.repository.ts';

const DRIVER = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`a page of the audit log on ${DRIVER}`, () => {
  const database = useTestDatabase();

  const view = (entityUuid: string) =>
    appendAudit(database.db, {
      action: 'ops.application-viewed',
      actor: { type: 'staff', uuid: randomUUID() },
      entityUuid,
    });

  it('counts the very events it lists, even while another is written', async () => {
    const applicationUuid = randomUUID();
    await view(applicationUuid);
    // Opening a file writes a view event while the file's audit trail is read; on PostgreSQL the
    // write lands between two statements often enough that a few rounds catch a page and a count
    // that disagree.
    for (let round = 0; round < 10; round += 1) {
      const [page] = await Promise.all([
        findAuditEvents(database.db, { applicationUuid }, [], { limit: 50, offset: 0 }),
        view(applicationUuid),
      ]);
      expect(page.total, `round ${round}`).toBe(page.rows.length);
    }
  });

  it('counts every match on a page past the last', async () => {
    const applicationUuid = randomUUID();
    await view(applicationUuid);
    const page = await findAuditEvents(database.db, { applicationUuid }, [], { limit: 20, offset: 20 });
    expect(page).toEqual({ rows: [], total: 1 });
  });
});
