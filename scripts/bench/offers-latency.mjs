#!/usr/bin/env node
// Median time from create to OFFER_SELECTION in sandbox (target ≤ 1.5 s).
// Starts the built server (jobs on, sandbox providers; ./server-env.mjs), then for each of N
// applicants: registers a borrower, POSTs the create call, and polls the status call every 10 ms
// until OFFER_SELECTION. Measured, not asserted. Alone: --runs=N (15), --warmup=N (2), --postgres
// (a scratch database on 127.0.0.1:5432 instead of PGlite), --verbose; prints one JSON line.
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { createApplication, readStep, registerBorrower } from './journey-api.mjs';
import { createScratchDatabase } from './postgres.mjs';
import { sandboxEnv } from './server-env.mjs';

export const OFFERS_TARGET_MS = 1_500;
const POLL_MS = 10;
const CAP_MS = 30_000;

async function measureOne(baseUrl) {
  const borrower = await registerBorrower(baseUrl, 'offers-bench');
  const started = performance.now();
  const uuid = await createApplication(baseUrl, borrower);
  for (;;) {
    const step = await readStep(baseUrl, borrower.jwt, uuid);
    const elapsed = performance.now() - started;
    if (step === 'OFFER_SELECTION') {
      return elapsed;
    }
    if (elapsed > CAP_MS || ['DECLINED', 'CANCELLED'].includes(step)) {
      throw new Error(`application ${uuid} stopped at ${step} after ${Math.round(elapsed)} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Resolves to { database, runs, medianMs, minMs, maxMs, targetMs, withinTarget }, or
 * { unavailable } when `postgres` and PostgreSQL does not answer.
 */
export async function measureOffersLatency({
  runs = 15,
  warmup = 2,
  postgres = false,
  verbose = false,
} = {}) {
  const scratch = postgres ? await createScratchDatabase('hearth_offers_bench') : undefined;
  if (scratch?.unavailable) {
    return { unavailable: `PostgreSQL: ${scratch.unavailable}` };
  }
  const server = await startServer({
    port: await findFreePort(),
    verbose,
    env: sandboxEnv({ DATABASE_URL: scratch?.url ?? '' }),
  });
  try {
    for (let index = 0; index < warmup; index += 1) {
      await measureOne(server.url);
    }
    const samples = [];
    for (let index = 0; index < runs; index += 1) {
      samples.push(await measureOne(server.url));
    }
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      runs: samples.length,
      medianMs: Math.round(median(samples)),
      minMs: Math.round(Math.min(...samples)),
      maxMs: Math.round(Math.max(...samples)),
      targetMs: OFFERS_TARGET_MS,
      withinTarget: median(samples) <= OFFERS_TARGET_MS,
    };
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const args = process.argv.slice(2);
  const numberOption = (name, fallback, max) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return Math.min(arg ? Number(arg.split('=')[1]) : fallback, max);
  };
  try {
    const result = await measureOffersLatency({
      runs: numberOption('runs', 15, 200),
      warmup: numberOption('warmup', 2, 20),
      postgres: args.includes('--postgres'),
      verbose: args.includes('--verbose'),
    });
    console.log(JSON.stringify(result));
    if (result.unavailable) {
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
