#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` and the Vite dev servers (the web app, the staff
// console) side by side, each line prefixed with its source; Ctrl-C (or any one exiting) stops all.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CONSOLE_DIR, ROOT, SERVER_ENTRY, WEB_DIR } from './lib/paths.mjs';
import { exitCodeOfSignal, stopChild } from './lib/process.mjs';

const colour = process.stdout.isTTY
  ? (code, text) => `\u001b[${code}m${text}\u001b[0m`
  : (_code, text) => text;

const services = [
  {
    name: 'server',
    colour: 36,
    // tsx watch relays a signal to the server, which exits at once on a second one: signal tsx alone.
    group: false,
    args: [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', SERVER_ENTRY],
    cwd: ROOT,
  },
  { name: 'web   ', colour: 35, group: true, args: [bin('vite/bin/vite.js'), '--strictPort'], cwd: WEB_DIR },
  // The staff console on http://127.0.0.1:5174/ops/, its /ops/api calls proxied to the server.
  {
    name: 'console',
    colour: 33,
    group: true,
    args: [bin('vite/bin/vite.js'), '--strictPort'],
    cwd: CONSOLE_DIR,
  },
];

function bin(path) {
  return join(ROOT, 'node_modules', path);
}

function pipeLines(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
  });
}

let stopping = false;
const children = services.map((service) => {
  const child = spawn(process.execPath, service.args, {
    cwd: service.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  const prefix = colour(service.colour, `[${service.name}]`);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${code ?? signal}); stopping the others`);
      void stopAll(code ?? exitCodeOfSignal(signal));
    }
  });
  return { child, group: service.group };
});

async function stopAll(exitCode) {
  stopping = true;
  await Promise.all(children.map(({ child, group }) => stopChild(child, 5_000, { group })));
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) {
      void stopAll(0);
    }
  });
}
