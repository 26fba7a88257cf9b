import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { listeningUrl, startProcess } from './server-process.ts';
import { createTestDatabase } from './test-database.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-server-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('src/server.ts', () => {
  it('exits 1 naming the variable when the configuration is bad', async () => {
    const { exited } = startProcess({ dataDir, env: { PORT: 'eighty' } });
    const result = await exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: must be an integer between 0 and 65535');
  });

  it('exits non-zero without listening when a migration fails', { timeout: 90_000 }, async () => {
    // A table the first migration creates already exists, unrecorded: CREATE TABLE fails.
    const conflicting = process.env.DATABASE_URL
      ? await createTestDatabase({ migrate: false })
      : { handle: await createDatabase({ dataDir }), databaseUrl: undefined };
    await conflicting.handle.db.execute(sql`create table heloc_applications (x int)`);
    await conflicting.handle.close();

    const { exited } = startProcess({
      dataDir,
      env: conflicting.databaseUrl ? { DATABASE_URL: conflicting.databaseUrl } : {},
    });
    const result = await exited;
    if ('dispose' in conflicting) {
      await conflicting.dispose();
    }
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Database migration failed');
    expect(result.stdout).not.toContain('Server listening');
  });

  it('migrates, serves, and exits 0 on SIGTERM', { timeout: 90_000 }, async () => {
    const { child, exited } = startProcess({ dataDir });
    const url = await listeningUrl(child);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    child.kill('SIGTERM');
    const result = await exited;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('shutting down');
  });

  it('stops gracefully, once started, on a SIGTERM sent while it starts', { timeout: 90_000 }, async () => {
    const { child, exited } = startProcess({ dataDir });
    // The seed runs after the migrations and before the server listens.
    await new Promise<void>((resolve) => {
      let seen = '';
      child.stdout?.on('data', (chunk) => {
        seen += String(chunk);
        if (seen.includes('seeded the sandbox staff user')) {
          resolve();
        }
      });
    });
    child.kill('SIGTERM');
    const result = await exited;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Server listening');
    expect(result.stdout).toContain('shutting down');
  });
});
