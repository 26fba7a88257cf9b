#!/usr/bin/env node
// `npm start`: build the web app when it is missing or stale, then run the server in the
// foreground. With no environment at all the server runs as a development sandbox on PGlite in
// ./.data, generating JWT_SECRET and PII_KEY there on first start (apps/server/src/config/env.ts).
import { spawn } from 'node:child_process';
import { ROOT, SERVER_ARGS } from './lib/paths.mjs';
import { exitCodeOfSignal, forwardSignals } from './lib/process.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`[hearth] ${error.message}`);
  process.exit(1);
}

// Its own process group: a Ctrl-C reaches the server once, through forwardSignals.
const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
forwardSignals(server);
server.on('error', (error) => {
  console.error(`[hearth] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? exitCodeOfSignal(signal));
});
// If we die unexpectedly, do not leave the server behind holding the port.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
  }
});
