#!/usr/bin/env node
// Playwright's webServer: the built app on a DATA_DIR emptied first, so every e2e run starts
// from a fresh database: the embedded one (PGlite), even when DATABASE_URL names a server for the
// integration suite (CI). The server stays in this process group so Playwright's stop reaches it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { ROOT, SERVER_ARGS } from './lib/paths.mjs';
import { exitCodeOfSignal } from './lib/process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !resolve(dataDir).startsWith(tmpdir())) {
  console.error(`[e2e-server] DATA_DIR must be set to a directory under ${tmpdir()} (got ${dataDir})`);
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
await ensureWebBuild({ log: (line) => console.error(line) });

const { DATABASE_URL: _integrationSuiteDatabase, ...env } = process.env;
const server = spawn(process.execPath, SERVER_ARGS, { cwd: ROOT, env, stdio: 'inherit' });
// Playwright signals the whole process group, so the server already has the signal: wait for it
// to shut down gracefully, and only force it if it hangs.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? exitCodeOfSignal(signal));
});
