import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/paths.ts';

const suite = useTestApp();

/** The migration that introduced the five roles, as it ships. */
function roleMigrationStatements(): string[] {
  const folder = resolve(SERVER_ROOT, 'drizzle');
  const file = readdirSync(folder).find((name) => name.endsWith('_staff_accounts_second_factor.sql'));
  const text = readFileSync(resolve(folder, file ?? 'missing.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE "staff_users"'));
}

describe('the staff role migration', () => {
  it('turns OPS staff into MANAGERs and leaves ADMINs as they are', async () => {
    const statements = roleMigrationStatements();
    expect(statements).toHaveLength(1);
    await suite.t.db.insert(staffUsers).values([
      { email: 'old.ops@lender.test', passwordHash: 'x', role: 'OPS' },
      { email: 'old.admin@lender.test', passwordHash: 'x', role: 'ADMIN' },
    ]);
    for (const statement of statements) {
      await suite.t.db.execute(sql.raw(statement));
    }
    const rows = await suite.t.db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: 'old.ops@lender.test', role: 'MANAGER' },
        { email: 'old.admin@lender.test', role: 'ADMIN' },
      ]),
    );
  });
});
