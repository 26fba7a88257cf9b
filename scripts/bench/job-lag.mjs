#!/usr/bin/env node
// Whether the step jobs keep up under load: N borrowers in parallel, each registering and creating
// one application after another for S seconds on the server (jobs on, sandbox vendors), while a
// poller reads every waiting application's status call until it reaches OFFER_SELECTION. Reports
// creates/s, the create call's p50/p99, create → offers median and p99, how many reached offers,
// and the lag over time: the oldest application still waiting for its offers (and on PostgreSQL
// the oldest step job waiting in pg-boss). A create refused with 503 waits its Retry-After, as
// the web client does. Measured, not asserted.
// Alone: --borrowers=N (20), --seconds=S (20), --settle=S (60), --preregistered=N (0: each
// borrower registers in the load), --separate-worker (PostgreSQL: the jobs run on a second
// instance), --pglite or --postgres (both).
import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { sampleCreateHelocBody } from '@hearth/domain/registration/sample-registration';
import pg from 'pg';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { PORTLAND, readStep, registerBorrower } from './journey-api.mjs';
import { percentile } from './journey-throughput.mjs';
import { median } from './offers-latency.mjs';
import { createScratchDatabase } from './postgres.mjs';
import { sandboxEnv } from './server-env.mjs';

export const JOB_LAG_TARGETS = { offersMedianMs: 2_000, offersP99Ms: 5_000, pgliteCreateP99Ms: 2_000 };
const CREATE_PATH = `${endpointPath(registrationApi.createHeloc)}?state=OR`;
const POLLERS = 6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Age in seconds of the oldest step job waiting to start (PostgreSQL only, read from outside). */
async function oldestStepJobSeconds(client) {
  const { rows } = await client.query(
    `select extract(epoch from now() - min(created_on))::float as age from pgboss.job
     where name = 'lifecycle-step-job' and state in ('created', 'retry')`,
  );
  return rows[0]?.age ?? 0;
}

/**
 * One borrower's loop: register (or take one registered before the load), create (timed), until
 * `deadline`; a 503 waits its Retry-After.
 */
async function borrowerLoop(baseUrl, deadline, record, registered) {
  while (performance.now() < deadline) {
    const borrower = registered.pop() ?? (await registerBorrower(baseUrl, 'lag-bench'));
    const key = crypto.randomUUID();
    for (;;) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${CREATE_PATH}`, {
        method: 'POST',
        headers: {
          origin: baseUrl,
          'x-org': 'hearth',
          authorization: `Bearer ${borrower.jwt}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(
          sampleCreateHelocBody({ lastName: 'Lovelace', email: borrower.email, address: PORTLAND }),
        ),
        signal: AbortSignal.timeout(60_000),
      });
      const createMs = performance.now() - started;
      const text = await response.text();
      if (response.status === 503) {
        record.refused += 1;
        const wait = Number(response.headers.get('retry-after') ?? 1) * 1000;
        if (performance.now() + wait >= deadline) {
          return;
        }
        await sleep(wait);
        continue;
      }
      if (response.status !== 201 && response.status !== 200) {
        throw new Error(`create: HTTP ${response.status} ${text}`);
      }
      record.created.push({ uuid: JSON.parse(text).uuid, jwt: borrower.jwt, at: started, createMs });
      break;
    }
  }
}

/** Polls the status of every application not yet at its offers, `POLLERS` calls at a time. */
async function pollUntilOffers(baseUrl, record, until) {
  while (!until()) {
    const waiting = record.created.filter((application) => application.offersAt === undefined);
    let next = 0;
    await Promise.all(
      Array.from({ length: POLLERS }, async () => {
        while (next < waiting.length) {
          const application = waiting[next];
          next += 1;
          const step = await readStep(baseUrl, application.jwt, application.uuid);
          if (step === 'OFFER_SELECTION') {
            application.offersAt = performance.now();
          } else if (['DECLINED', 'CANCELLED'].includes(step)) {
            application.offersAt = Number.NaN;
          }
        }
      }),
    );
    await sleep(100);
  }
}

/**
 * Resolves to { database, borrowers, seconds, created, refused, createsPerSecond, createP50Ms,
 * createP99Ms, reached, offersMedianMs, offersP99Ms, lag: [{ atS, oldestWaitingS, waiting, oldestJobS }],
 * slowest: [{ atS, ms }] (the five slowest creates and when they started) } or { unavailable }.
 */
export async function measureJobLag({
  postgres = true,
  borrowers = 20,
  seconds = 20,
  settleSeconds = 60,
  preregistered = 0,
  separateWorker = false,
} = {}) {
  const scratch = postgres ? await createScratchDatabase('hearth_lag_bench') : undefined;
  if (scratch?.unavailable) {
    return { unavailable: `PostgreSQL: ${scratch.unavailable}` };
  }
  // With `separateWorker` (PostgreSQL), the API instance runs no jobs and a second instance on
  // the same database runs them, woken by the database's notification.
  // Both instances share their secrets (PII key, JWT secret), as instances of one deployment do.
  const env = sandboxEnv({ DATABASE_URL: scratch?.url ?? '' });
  const server = await startServer({
    port: await findFreePort(),
    env: separateWorker ? { ...env, JOBS: 'off' } : env,
  });
  const worker =
    separateWorker && scratch ? await startServer({ port: await findFreePort(), env }) : undefined;
  const observer = scratch ? new pg.Client({ connectionString: scratch.url }) : undefined;
  await observer?.connect();
  try {
    const baseUrl = server.url;
    // Registering hashes a password (argon2id), which competes with the jobs for the CPU; borrowers
    // registered before the load leave the create and its jobs alone in it.
    const registered = [];
    for (let index = 0; index < preregistered; index += 4) {
      const batch = Array.from({ length: Math.min(4, preregistered - index) }, () =>
        registerBorrower(baseUrl, 'lag-bench'),
      );
      registered.push(...(await Promise.all(batch)));
    }
    const record = { created: [], refused: 0 };
    const lag = [];
    const begun = performance.now();
    const deadline = begun + seconds * 1000;
    const settleBy = deadline + settleSeconds * 1000;
    const allReached = () =>
      performance.now() > deadline &&
      record.created.every((application) => application.offersAt !== undefined);
    const done = () => allReached() || performance.now() > settleBy;
    const sampler = (async () => {
      while (!done()) {
        await sleep(1000);
        const now = performance.now();
        const waiting = record.created.filter((application) => application.offersAt === undefined);
        const oldest = waiting.reduce((min, application) => Math.min(min, application.at), now);
        lag.push({
          atS: Math.round((now - begun) / 1000),
          waiting: waiting.length,
          oldestWaitingS: (now - oldest) / 1000,
          ...(observer ? { oldestJobS: await oldestStepJobSeconds(observer) } : {}),
        });
      }
    })();
    const loops = Array.from({ length: borrowers }, () =>
      borrowerLoop(baseUrl, deadline, record, registered),
    );
    const poller = pollUntilOffers(baseUrl, record, done);
    await Promise.all([...loops, poller, sampler]);
    const createTimes = record.created.map((application) => application.createMs);
    // When the slowest creates started: a burst at the start (a cold process) or all along.
    const slowest = [...record.created]
      .sort((a, b) => b.createMs - a.createMs)
      .slice(0, 5)
      .map((application) => ({ atS: (application.at - begun) / 1000, ms: application.createMs }));
    const reached = record.created.filter((application) => Number.isFinite(application.offersAt));
    const offersTimes = reached.map((application) => application.offersAt - application.at);
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      borrowers,
      preregistered,
      separateWorker: Boolean(worker),
      seconds,
      settleSeconds,
      created: record.created.length,
      refused: record.refused,
      createsPerSecond: record.created.length / seconds,
      createP50Ms: createTimes.length ? percentile(createTimes, 50) : undefined,
      createP99Ms: createTimes.length ? percentile(createTimes, 99) : undefined,
      slowest,
      reached: reached.length,
      offersMedianMs: offersTimes.length ? median(offersTimes) : undefined,
      offersP99Ms: offersTimes.length ? percentile(offersTimes, 99) : undefined,
      lag,
    };
  } finally {
    await observer?.end();
    await worker?.stop();
    await server.stop();
    await scratch?.drop();
  }
}

/** Lines for the bench's output, the targets beside the figures. */
export function formatJobLag(result) {
  if (result.unavailable) {
    return [`  not measured: ${result.unavailable}`];
  }
  const s = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const mark = (met) => (met ? '✓' : '✗');
  const t = JOB_LAG_TARGETS;
  const onPglite = result.database === 'PGlite';
  const createTarget = onPglite
    ? `   ${mark(result.createP99Ms < t.pgliteCreateP99Ms)} target p99 < ${s(t.pgliteCreateP99Ms)}`
    : '';
  const offersTarget = onPglite
    ? ''
    : `   ${mark(result.offersMedianMs <= t.offersMedianMs)} target median ≤ ${s(t.offersMedianMs)}, ${mark(result.offersP99Ms <= t.offersP99Ms)} p99 ≤ ${s(t.offersP99Ms)}`;
  const lines = [
    `  ${result.database}: ${result.borrowers} borrowers × ${result.seconds} s${result.preregistered ? `, ${result.preregistered} registered before the load` : ', each registering before its create'}${result.separateWorker ? ', jobs on a second instance' : ''}`,
    `    creates ${result.created} (${result.createsPerSecond.toFixed(1)}/s), ${result.refused} answered 503   create p50 ${s(result.createP50Ms)}, p99 ${s(result.createP99Ms)}${createTarget}`,
    `    reached offers ${result.reached} of ${result.created} within ${result.settleSeconds} s after the load   create → offers median ${s(result.offersMedianMs)}, p99 ${s(result.offersP99Ms)}${offersTarget}`,
  ];
  if (result.slowest.length > 0) {
    lines.push(
      `    slowest creates (started at t: took): ${result.slowest.map((create) => `${create.atS.toFixed(1)}s: ${s(create.ms)}`).join('  ')}`,
    );
  }
  const every = Math.max(1, Math.ceil(result.lag.length / 12));
  const samples = result.lag.filter((_, index) => index % every === 0 || index === result.lag.length - 1);
  lines.push(
    `    lag (t: oldest application waiting for offers / waiting${result.database === 'PostgreSQL' ? ' / oldest step job queued' : ''}):`,
  );
  lines.push(
    `      ${samples
      .map(
        (sample) =>
          `${sample.atS}s ${sample.oldestWaitingS.toFixed(1)}s/${sample.waiting}${sample.oldestJobS === undefined ? '' : `/${sample.oldestJobS.toFixed(1)}s`}`,
      )
      .join('  ')}`,
  );
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const args = process.argv.slice(2);
  const value = (name, fallback, max) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return Math.min(arg ? Number(arg.split('=')[1]) : fallback, max);
  };
  const options = {
    borrowers: value('borrowers', 20, 100),
    seconds: value('seconds', 20, 120),
    settleSeconds: value('settle', 60, 300),
    preregistered: value('preregistered', 0, 2000),
    separateWorker: args.includes('--separate-worker'),
  };
  const databases = args.includes('--pglite')
    ? [false]
    : args.includes('--postgres')
      ? [true]
      : [true, false];
  for (const postgres of databases) {
    for (const line of formatJobLag(await measureJobLag({ ...options, postgres }))) {
      console.log(line);
    }
  }
}
