import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { SERVER_ROOT } from '../src/lib/paths.ts';
import { createTestDatabase } from './test-database.ts';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-server-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** `node --import tsx src/server.ts` with a clean environment plus `env`. */
function startProcess(env: Record<string, string>): { child: ChildProcess; exited: Promise<Exit> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += String(chunk);
  });
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code) => resolve({ code, ...output }));
  });
  return { child, exited };
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match?.[1]) {
        resolve(match[1]);
      }
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${seen}`)));
  });
}

describe('src/server.ts', () => {
  it('exits 1 naming the variable when the configuration is bad', async () => {
    const { exited } = startProcess({ PORT: 'eighty' });
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

    const { exited } = startProcess(conflicting.databaseUrl ? { DATABASE_URL: conflicting.databaseUrl } : {});
    const result = await exited;
    if ('dispose' in conflicting) {
      await conflicting.dispose();
    }
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Database migration failed');
    expect(result.stdout).not.toContain('Server listening');
  });

  it('migrates, serves, and exits 0 on SIGTERM', { timeout: 90_000 }, async () => {
    const { child, exited } = startProcess({});
    const url = await listeningUrl(child);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    child.kill('SIGTERM');
    const result = await exited;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('shutting down');
  });
});
