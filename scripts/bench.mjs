#!/usr/bin/env node
// `npm run bench`: measured, not asserted (issue 2).
//  (a) gzip bytes of the JS and CSS that Chromium loads for the first registration page and
//      for /dashboard, on the built app;
//  (b) req/s and p99 of GET /service-profile/api/v1/profile on the built server (PGlite, and
//      PostgreSQL when reachable on 127.0.0.1:5432) next to a bare Fastify hello-world, same run.
// Loopback only; every run is bounded. Options: --seconds=N (10), --connections=N (50),
// --warmup=N (3), --skip-pages, --skip-load, --files (every file's size, not the five largest).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { measureLoad } from './bench/load.mjs';
import { measurePageWeight } from './bench/page-weight.mjs';
import { createScratchDatabase } from './bench/postgres.mjs';
import { findFreePort, waitForOk } from './lib/http.mjs';
import { ROOT } from './lib/paths.mjs';
import { stopChild } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const FIRST_PAGE = '/account/heloc/register-v2';
const PROFILE_PATH = '/service-profile/api/v1/profile';
const TARGET_FIRST_PAGE_JS = 150_000;
const TARGET_RATIO_ON_POSTGRES = 0.25;

const options = parseOptions(process.argv.slice(2));

function parseOptions(args) {
  const value = (name, fallback) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : fallback;
  };
  return {
    seconds: Math.min(value('seconds', 10), 60),
    connections: Math.min(value('connections', 50), 500),
    warmup: Math.min(value('warmup', 3), 30),
    pages: !args.includes('--skip-pages'),
    load: !args.includes('--skip-load'),
    files: args.includes('--files'),
  };
}

/** The built server as an operator would run it: production mode, explicit secrets. */
function productionEnv(extra = {}) {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PII_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: '',
    ...extra,
  };
}

async function registerUser(baseUrl) {
  const email = `bench-${randomBytes(4).toString('hex')}@hearth.test`;
  const response = await fetch(`${baseUrl}/identity/api/v1/registration/register?organization=hearth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-org': 'hearth' },
    body: JSON.stringify({ email, password: 'Hearth-bench-2026!', phoneNumber: '4155550123' }),
  });
  if (!response.ok) {
    throw new Error(`registration failed: HTTP ${response.status} ${await response.text()}`);
  }
  const { jwt } = await response.json();
  return jwt.replace(/^Bearer /, '');
}

async function measureWithWarmup(url, headers) {
  const check = await fetch(url, { headers });
  if (!check.ok) {
    throw new Error(`${url} answered HTTP ${check.status} before the load: ${await check.text()}`);
  }
  await measureLoad(url, { connections: options.connections, seconds: options.warmup, headers });
  return measureLoad(url, { connections: options.connections, seconds: options.seconds, headers });
}

async function measureBareFastify() {
  const port = await findFreePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'bench', 'hello-server.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port) },
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForOk(url, { timeoutMs: 20_000, child });
    return await measureWithWarmup(url, {});
  } finally {
    await stopChild(child);
  }
}

async function measureProfile(env) {
  const server = await startServer({ port: await findFreePort(), env: productionEnv(env) });
  try {
    const jwt = await registerUser(server.url);
    return await measureWithWarmup(`${server.url}${PROFILE_PATH}`, {
      authorization: `Bearer ${jwt}`,
      'x-org': 'hearth',
    });
  } finally {
    await server.stop();
  }
}

async function measurePages() {
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const jwt = await registerUser(server.url);
    return await measurePageWeight(server.url, [FIRST_PAGE, '/dashboard'], {
      beforeEach: async (page, path) => {
        if (path === '/dashboard') {
          await page.goto('/healthz');
          await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), jwt);
        }
      },
    });
  } finally {
    await server.stop();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB (${bytes} B)`;
const fmtRate = (load) =>
  `${Math.round(load.requestsPerSecond).toString().padStart(7)} req/s   p99 ${String(load.p99Ms).padStart(4)} ms`;

function printLoad(label, load, bare) {
  const ratio = bare
    ? `   ${((load.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of bare`
    : '';
  const problems = load.non2xx + load.errors + load.timeouts;
  const warn =
    problems > 0 ? `   ⚠ ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts` : '';
  console.log(`  ${label.padEnd(28)} ${fmtRate(load)}${ratio}${warn}`);
}

/** Other work on this machine skews every figure: say how busy it was. */
function printMachineLoad(when) {
  const [one] = loadavg();
  const cores = cpus().length;
  const note =
    one > cores * 0.75 ? '  ⚠ the machine is busy: figures are lower and noisier than on an idle one' : '';
  console.log(`  load average (1 min) ${when}: ${one.toFixed(2)} on ${cores} cores${note}`);
}

const summary = { targets: [] };
printMachineLoad('at start');
await ensureWebBuild();

if (options.pages) {
  console.log('\n▶ page weight: JS and CSS responses in Chromium, gzip (zlib default level)');
  const pages = await measurePages();
  for (const page of pages) {
    const landed = page.finalPath === page.path ? '' : ` (landed on ${page.finalPath})`;
    console.log(`  ${page.path}${landed}`);
    console.log(`    JS  ${kb(page.js.gzip).padEnd(24)} in ${page.js.files} files, ${kb(page.js.raw)} raw`);
    console.log(
      `    CSS ${kb(page.css.gzip).padEnd(24)} in ${page.css.files} files, ${kb(page.css.raw)} raw`,
    );
    const largest = page.files.slice(0, options.files ? undefined : 5);
    console.log(
      `    largest: ${largest.map((file) => `${file.name} ${(file.gzip / 1000).toFixed(1)} kB`).join(', ')}`,
    );
  }
  const first = pages[0];
  summary.targets.push([
    `first page JS ≤ ${kb(TARGET_FIRST_PAGE_JS)} gzip`,
    kb(first.js.gzip),
    first.js.gzip <= TARGET_FIRST_PAGE_JS,
  ]);
}

if (options.load) {
  const c = options.connections;
  console.log(`\n▶ throughput: ${c} connections × ${options.seconds} s after a ${options.warmup} s warm-up`);
  console.log(`  (GET ${PROFILE_PATH} with a bearer token; production mode; autocannon in this process)`);
  const bare = await measureBareFastify();
  printLoad('bare Fastify hello-world', bare);
  const pglite = await measureProfile({});
  printLoad('profile on PGlite', pglite, bare);
  const scratch = await createScratchDatabase();
  if (scratch.url) {
    try {
      const postgres = await measureProfile({ DATABASE_URL: scratch.url });
      printLoad('profile on PostgreSQL', postgres, bare);
      const ratio = postgres.requestsPerSecond / bare.requestsPerSecond;
      summary.targets.push([
        `profile on PostgreSQL ≥ ${TARGET_RATIO_ON_POSTGRES * 100}% of bare Fastify`,
        `${(ratio * 100).toFixed(1)}%`,
        ratio >= TARGET_RATIO_ON_POSTGRES,
      ]);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`  profile on PostgreSQL         skipped: ${scratch.unavailable}`);
  }
}

printMachineLoad('at end');
console.log('\n▶ first targets');
for (const [target, measured, met] of summary.targets) {
  console.log(`  ${met ? '✓ met ' : '✗ MISS'}  ${target.padEnd(46)} measured ${measured}`);
}
