import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { REPO_ROOT } from '../../lib/paths.ts';
import { appendAudit } from './audit.repository.ts';

const run = promisify(execFile);

/** `npm run audit:verify`'s script, on an embedded database in a DATA_DIR of its own. */
async function verifyScript(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.mjs'], {
      cwd: REPO_ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase(dataDir: string, work: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await createDatabase({ dataDir });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run audit:verify', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-audit-verify-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says OK with the count, then names the first broken link and exits 1', async () => {
    await withDatabase(dataDir, async (handle) => {
      await runMigrations(handle);
      for (let index = 0; index < 3; index += 1) {
        const identityUuid = randomUUID();
        await appendAudit(handle.db, {
          action: 'identity.logged-in',
          actor: { type: 'identity', uuid: identityUuid },
          entityUuid: identityUuid,
        });
      }
    });
    const fine = await verifyScript(dataDir);
    expect(fine.code, fine.stderr).toBe(0);
    expect(fine.stdout).toMatch(/^audit chain OK: 3 events, last hash [0-9a-f]{64}$/m);

    await withDatabase(dataDir, async ({ db }) => {
      await db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await db.execute(sql`update audit_events set action = 'identity.logged-out' where seq = 2`);
    });
    const broken = await verifyScript(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(
      'audit chain BROKEN at seq 2: hash does not match the row: it was changed (1 events verified before it)',
    );
  }, 60_000);
});
