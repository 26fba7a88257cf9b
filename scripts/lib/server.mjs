import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForOk } from './http.mjs';
import { ROOT, SERVER_ARGS } from './paths.mjs';
import { stopChild } from './process.mjs';

/**
 * Starts the server (apps/server/src/server.ts) on 127.0.0.1:`port` with a fresh temporary
 * DATA_DIR, waits for /healthz and returns { url, dataDir, child, stop }. `stop` shuts it down
 * and removes the DATA_DIR. Output goes to our stderr only when `verbose`.
 */
export async function startServer({ port, env = {}, verbose = false, timeoutMs = 90_000 }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-data-'));
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
    if (verbose) {
      process.stderr.write(chunk);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${url}/healthz`, { timeoutMs, child });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- server stderr ---\n${stderr}`);
  }
  return { url, dataDir, child, stop };
}
