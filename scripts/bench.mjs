#!/usr/bin/env node
// `npm run bench`: measured, not asserted. Every section can be skipped:
//  pages        gzip bytes of the JS and CSS Chromium loads for the first registration page, the
//               log-in and /dashboard, the first two after the visitor's first touch too, each
//               register-v2 step's route, and the first page with the typeahead;
//  keystrokes   a keyboard-only walk of register-v2 (its e2e spec);
//  load         req/s and p99 of the profile call and the status call on the built server (PGlite,
//               and PostgreSQL when it answers on 127.0.0.1:5432) next to bare Fastify, same run;
//  offers       median time from create to OFFER_SELECTION (./bench/offers-latency.mjs);
//  throughput   applications per minute from create to COMPLETE (./bench/journey-throughput.mjs);
//  job-lag      20 borrowers creating for 20 s: creates/s, create p50/p99, create → offers and the
//               queue lag over time, on PostgreSQL and PGlite (./bench/job-lag.mjs);
//  journey      the scripted borrower's time and inputs, landing to funded (./bench/journey-browser.mjs);
//  lighthouse   Lighthouse mobile, median of five, of register-v2 and the log-in (signed out),
//               product/select and the dashboard, beside a plain-HTML floor page served in the same
//               run, each page's LCP as a ratio to the floor's (./bench/borrower-lighthouse.mjs);
//  journey-pages  JS gzip of each journey page at its step (./bench/page-weight.mjs);
//  console      the staff console's first load (/ops/sign-in JS and CSS gzip), a Lighthouse
//               desktop run of /ops/, and that the borrower's build holds no console module
//               (./bench/console.mjs);
//  chat         support chat message latency p50/p99 between two sockets through one instance and
//               through two on one PostgreSQL, and the sockets one instance holds (./bench/chat-latency.mjs);
//  fuzz         hostile requests to every route of the OpenAPI document, none may answer 5xx
//               (./bench/api-fuzz.mjs; `npm test` sends a few thousand, this many more).
// Loopback only; every run is bounded. Options: --skip-<section>, --seconds=N (10),
// --connections=N (50), --warmup=N (3), --runs=N (15, offers), --applications=N (30),
// --concurrency=N (all, throughput), --files (every file's size, not the five largest),
// --fuzz-runs=N (30000), --fuzz-seed=N (fixed), --lighthouse-runs=N (5), --check (exit 1 when a
// measured target is missed or could not be measured).
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { profileApi } from '@hearth/domain/api/profile-api';
import { FUZZ_SEED, formatApiFuzz, runApiFuzz } from './bench/api-fuzz.mjs';
import {
  borrowerPageTargets,
  formatBorrowerPagesLighthouse,
  measureBorrowerPagesLighthouse,
} from './bench/borrower-lighthouse.mjs';
import { formatChatLatency, measureChatLatency } from './bench/chat-latency.mjs';
import { formatConsole, measureConsole } from './bench/console.mjs';
import { formatJobLag, JOB_LAG_TARGETS, measureJobLag } from './bench/job-lag.mjs';
import { createApplication, driveApplication, registerBorrower, STATUS_PATH } from './bench/journey-api.mjs';
import { formatBorrowerJourney, measureBorrowerJourney } from './bench/journey-browser.mjs';
import { formatJourneyThroughput, measureJourneyThroughput } from './bench/journey-throughput.mjs';
import { measureLoad } from './bench/load.mjs';
import { measureOffersLatency, OFFERS_TARGET_MS } from './bench/offers-latency.mjs';
import {
  formatStepWeights,
  measureAfterFirstTouch,
  measureFirstPageWithTypeahead,
  measureJourneyPageWeights,
  measurePageWeight,
  measureRegisterStepWeights,
} from './bench/page-weight.mjs';
import { createScratchDatabase } from './bench/postgres.mjs';
import { measureRegisterKeystrokes } from './bench/register-keystrokes.mjs';
import { productionEnv } from './bench/server-env.mjs';
import { findFreePort, waitForOk } from './lib/http.mjs';
import { ROOT } from './lib/paths.mjs';
import { stopChild } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const FIRST_PAGE = '/account/heloc/register-v2';
const PROFILE_PATH = endpointPath(profileApi.get);
const LOGIN_PAGE = '/auth/login';
/** A visitor's first page: register-v2's first step and the log-in (target 90 kB). */
const TARGET_FIRST_PAGE_JS = 120_000;
const TARGET_RATIO_ON_POSTGRES = 0.25;
/** Both calls answer from memory: what is left is every route's own cost (decision 010, Later). */
const TARGET_STATUS_RATIO_ON_POSTGRES = 0.25;
const SECTIONS = [
  'pages',
  'keystrokes',
  'load',
  'offers',
  'throughput',
  'job-lag',
  'journey',
  'lighthouse',
  'journey-pages',
  'console',
  'chat',
  'fuzz',
];

const options = parseOptions(process.argv.slice(2));

function parseOptions(args) {
  const value = (name, fallback) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : fallback;
  };
  const applications = Math.min(value('applications', 30), 500);
  return {
    seconds: Math.min(value('seconds', 10), 60),
    connections: Math.min(value('connections', 50), 500),
    warmup: Math.min(value('warmup', 3), 30),
    runs: Math.min(value('runs', 15), 200),
    applications,
    concurrency: Math.min(value('concurrency', applications), applications),
    files: args.includes('--files'),
    fuzzRuns: Math.min(value('fuzz-runs', 30_000), 1_000_000),
    fuzzSeed: value('fuzz-seed', FUZZ_SEED),
    lighthouseRuns: Math.min(value('lighthouse-runs', 5), 10),
    check: args.includes('--check'),
    ...Object.fromEntries(SECTIONS.map((section) => [section, !args.includes(`--skip-${section}`)])),
  };
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

/**
 * The profile call and the status call, on one production server: a borrower whose application
 * has reached OFFER_SELECTION (so no job runs during the load), with their bearer token.
 */
async function measureRoutes(env) {
  const server = await startServer({ port: await findFreePort(), env: productionEnv(env) });
  try {
    const borrower = await registerBorrower(server.url, 'bench');
    const uuid = await createApplication(server.url, borrower);
    await driveApplication({ baseUrl: server.url, jwt: borrower.jwt, uuid }, { until: 'OFFER_SELECTION' });
    const headers = { authorization: `Bearer ${borrower.jwt}`, 'x-org': 'hearth' };
    const profile = await measureWithWarmup(`${server.url}${PROFILE_PATH}`, headers);
    const status = await measureWithWarmup(`${server.url}${STATUS_PATH(uuid)}`, headers);
    return { profile, status };
  } finally {
    await server.stop();
  }
}

async function measurePages() {
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const { jwt } = await registerBorrower(server.url, 'bench');
    const pages = await measurePageWeight(server.url, [FIRST_PAGE, LOGIN_PAGE, '/dashboard'], {
      beforeEach: async (page, path) => {
        if (path === '/dashboard') {
          await page.goto('/healthz');
          await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), jwt);
        }
      },
    });
    const steps = await measureRegisterStepWeights(server.url);
    const touched = await measureAfterFirstTouch(server.url, [FIRST_PAGE, LOGIN_PAGE]);
    const typed = await measureFirstPageWithTypeahead(server.url);
    return { pages, touched, steps, typed };
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
  const { pages, touched, steps, typed } = await measurePages();
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
  for (const page of touched) {
    console.log(
      `  ${page.path} after the first touch (the app loads on that intent): JS ${kb(page.js.gzip)} in ${page.js.files} files`,
    );
    const listed = page.files.filter((file) => file.kind === 'js').slice(0, options.files ? undefined : 8);
    console.log(
      `    largest: ${listed.map((file) => `${file.name} ${(file.gzip / 1000).toFixed(1)} kB`).join(', ')}`,
    );
  }
  console.log(
    `  ${FIRST_PAGE} after typing an address (the typeahead loads on that intent): JS ${kb(typed.js.gzip)} in ${typed.js.files} files`,
  );
  console.log(
    '\n▶ register-v2 steps: JS gzip when the route is loaded alone, and what it adds walking the flow',
  );
  for (const line of formatStepWeights(steps)) {
    console.log(line);
  }
  for (const first of pages.slice(0, 2)) {
    summary.targets.push([
      `${first.path} JS ≤ ${kb(TARGET_FIRST_PAGE_JS)} gzip`,
      kb(first.js.gzip),
      first.js.gzip <= TARGET_FIRST_PAGE_JS,
    ]);
  }
}

if (options.keystrokes) {
  console.log(
    '\n▶ register-v2 keyboard-only with a typeahead address (e2e/registration/register-v2-keyboard-only.spec.ts)',
  );
  try {
    const { keystrokes, clicks } = await measureRegisterKeystrokes();
    console.log(`  ${keystrokes} keystrokes, ${clicks} clicks (e-mail and password included)`);
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
}

/** Runs one section; a failure is printed (and its targets counted as not measured), not thrown. */
async function runSection(title, body, targetsIfFailed = []) {
  console.log(`\n▶ ${title}`);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`  not measured: ${message}`);
    for (const target of targetsIfFailed) {
      summary.targets.push([target, 'not measured', false]);
    }
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const statusTarget = `status on PostgreSQL ≥ ${TARGET_STATUS_RATIO_ON_POSTGRES * 100}% of bare Fastify`;
const profileTarget = `profile on PostgreSQL ≥ ${TARGET_RATIO_ON_POSTGRES * 100}% of bare Fastify`;

if (options.load) {
  const c = options.connections;
  const title = `throughput: ${c} connections × ${options.seconds} s after a ${options.warmup} s warm-up`;
  await runSection(title, async () => {
    console.log(
      `  (GET ${PROFILE_PATH} and GET ${STATUS_PATH('{uuid}')}, bearer token, application at OFFER_SELECTION; production mode; autocannon in this process)`,
    );
    const bare = await measureBareFastify();
    printLoad('bare Fastify hello-world', bare);
    const pglite = await measureRoutes({});
    printLoad('profile on PGlite', pglite.profile, bare);
    printLoad('status on PGlite', pglite.status, bare);
    const scratch = await createScratchDatabase();
    if (!scratch.url) {
      console.log(`  on PostgreSQL                skipped: ${scratch.unavailable}`);
      return;
    }
    try {
      const postgres = await measureRoutes({ DATABASE_URL: scratch.url });
      printLoad('profile on PostgreSQL', postgres.profile, bare);
      printLoad('status on PostgreSQL', postgres.status, bare);
      for (const [target, load, goal] of [
        [profileTarget, postgres.profile, TARGET_RATIO_ON_POSTGRES],
        [statusTarget, postgres.status, TARGET_STATUS_RATIO_ON_POSTGRES],
      ]) {
        const ratio = load.requestsPerSecond / bare.requestsPerSecond;
        summary.targets.push([target, `${(ratio * 100).toFixed(1)}%`, ratio >= goal]);
      }
    } finally {
      await scratch.drop();
    }
  }, [profileTarget, statusTarget]);
}

if (options.offers) {
  const target = `create → OFFER_SELECTION median ≤ ${OFFERS_TARGET_MS} ms`;
  await runSection(`create → OFFER_SELECTION in sandbox: ${options.runs} borrowers one after another, status polled every 10 ms`, async () => {
    for (const postgres of [false, true]) {
      const result = await measureOffersLatency({ runs: options.runs, postgres });
      if (result.unavailable) {
        console.log(`  on PostgreSQL: skipped (${result.unavailable})`);
        continue;
      }
      console.log(
        `  ${`on ${result.database}`.padEnd(16)} median ${ms(result.medianMs)}   min ${ms(result.minMs)}   max ${ms(result.maxMs)}`,
      );
      summary.targets.push([`${target} (${result.database})`, ms(result.medianMs), result.withinTarget]);
    }
  }, [target]);
}

if (options.throughput) {
  await runSection(
    `applications from create to COMPLETE: ${options.applications} borrowers, ${options.concurrency} at a time, through the borrower calls and the ops API (built server, PostgreSQL, jobs on, sandbox vendors answering after ${process.env.SANDBOX_VENDOR_DELAY_MS ?? 1500} ms, status polled every 250 ms)`,
    async () => {
      let result = await measureJourneyThroughput({
        applications: options.applications,
        concurrency: options.concurrency,
      });
      if (result.unavailable) {
        console.log(`  ${result.unavailable}: on PGlite instead`);
        result = await measureJourneyThroughput({
          applications: options.applications,
          concurrency: options.concurrency,
          postgres: false,
        });
      }
      for (const line of formatJourneyThroughput(result)) {
        console.log(line);
      }
    },
  );
}

if (options['job-lag']) {
  const t = JOB_LAG_TARGETS;
  const offersTarget = `PostgreSQL create → offers median ≤ ${t.offersMedianMs} ms, p99 ≤ ${t.offersP99Ms} ms`;
  const createTarget = `PGlite create p99 < ${t.pgliteCreateP99Ms} ms`;
  await runSection('step jobs under load: 20 borrowers registering and creating in parallel for 20 s, each application polled to OFFER_SELECTION (jobs on, sandbox vendors, at most 60 s after the load)', async () => {
    for (const postgres of [true, false]) {
      const result = await measureJobLag({ postgres });
      for (const line of formatJobLag(result)) {
        console.log(line);
      }
      if (result.unavailable) {
        continue;
      }
      if (postgres) {
        const met = result.offersMedianMs <= t.offersMedianMs && result.offersP99Ms <= t.offersP99Ms;
        summary.targets.push([offersTarget, `${ms(result.offersMedianMs)}, ${ms(result.offersP99Ms)}`, met]);
      } else {
        summary.targets.push([
          createTarget,
          ms(result.createP99Ms),
          result.createP99Ms < t.pgliteCreateP99Ms,
        ]);
      }
    }
  }, [offersTarget, createTarget]);
}

if (options.journey) {
  await runSection(
    'the scripted borrower, landing to funded in Chromium (the pages of e2e/journey/borrower-reaches-funded-line.spec.ts, sandbox clock)',
    async () => {
      for (const line of formatBorrowerJourney(await measureBorrowerJourney())) {
        console.log(line);
      }
    },
  );
}

if (options.lighthouse) {
  const target = 'Lighthouse mobile of the four borrower pages';
  await runSection(`Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${options.lighthouseRuns}: the borrower's first pages beside a plain-HTML floor page, production server`, async () => {
    const result = await measureBorrowerPagesLighthouse({ runs: options.lighthouseRuns });
    for (const line of formatBorrowerPagesLighthouse(result)) {
      console.log(line);
    }
    summary.targets.push(...borrowerPageTargets(result));
  }, [target]);
}

if (options['journey-pages']) {
  await runSection(
    'journey pages, signed in, each opened by its deep link at its step: JS gzip alone, and what it adds walking on',
    async () => {
      const server = await startServer({ port: await findFreePort(), env: productionEnv() });
      try {
        for (const line of formatStepWeights(await measureJourneyPageWeights(server.url), 20)) {
          console.log(line);
        }
      } finally {
        await server.stop();
      }
    },
  );
}

if (options.console) {
  const target = "borrower pages' JS holds no console module";
  await runSection('staff console: /ops/sign-in first load in Chromium (gzip), Lighthouse desktop preset of /ops/ (median of 3), production server', async () => {
    const result = await measureConsole();
    for (const line of formatConsole(result)) {
      console.log(line);
    }
    const offending = result.separate.offending.length;
    summary.targets.push([target, offending === 0 ? 'none' : `${offending} files`, offending === 0]);
  }, [target]);
}

if (options.chat) {
  await runSection(
    'support chat: 200 messages one after another between two sockets of one conversation, through one instance and through two on one PostgreSQL (fan-out), then 1000 subscribed sockets on one instance (sandbox server)',
    async () => {
      for (const line of formatChatLatency(await measureChatLatency())) {
        console.log(line);
      }
    },
  );
}

if (options.fuzz) {
  const target = 'no 5xx answer to hostile requests';
  await runSection(`API fuzz: ${options.fuzzRuns} schema-shaped and hostile requests over every route of the OpenAPI document, a valid token where one is needed (in-process, PGlite)`, async () => {
    const result = await runApiFuzz({ numRuns: options.fuzzRuns, seed: options.fuzzSeed });
    for (const line of formatApiFuzz(result)) {
      console.log(line);
    }
    summary.targets.push([target, result.failure ? '5xx' : 'none', !result.failure]);
  }, [target]);
}

printMachineLoad('at end');
console.log('\n▶ targets');
for (const [target, measured, met] of summary.targets) {
  console.log(`  ${met ? '✓ met ' : '✗ MISS'}  ${target.padEnd(60)} measured ${measured}`);
}
if (options.check && summary.targets.some(([, , met]) => !met)) {
  console.log('\n✗ --check: a target above is missed or was not measured');
  process.exitCode = 1;
}
