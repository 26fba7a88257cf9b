import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listeningUrl, startProcess } from './server-process.ts';

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'hearth-modes-'));
});
afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

/** Every path under `root` (itself included) whose mode lets anyone but the owner in, with its mode. */
function openToOthers(root: string): string[] {
  const paths = [
    root,
    ...readdirSync(root, { recursive: true, encoding: 'utf8' }).map((path) => join(root, path)),
  ];
  return paths
    .map((path) => ({ path, mode: statSync(path).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ path, mode }) => `${mode.toString(8)} ${path.slice(root.length) || '/'}`);
}

describe('DATA_DIR holds secrets and PII: only the server’s user may read it', () => {
  it('creates DATA_DIR, its secrets and PGlite’s files 0700/0600 even under umask 000', {
    timeout: 90_000,
  }, async () => {
    const dataDir = join(parent, 'data');
    const { child, exited } = startProcess({ dataDir, env: { JWT_SECRET: '' }, umask: '000' });
    const url = await listeningUrl(child);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'pii-key')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
