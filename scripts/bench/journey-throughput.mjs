#!/usr/bin/env node
// How many applications per minute one instance carries from create to COMPLETE: N borrowers,
// registered first, then `concurrency` of them at a time driven through the borrower calls and the
// ops API's sandbox clock (./journey-api.mjs) on the built server with PostgreSQL. Reports completed
// per minute, p50/p95 of each application's create → COMPLETE time, and the server process's CPU
// time per application. Measured, not asserted.
// Options (alone): --applications=N (30), --concurrency=N (all), --poll=MS (250), --pglite.
import { readFileSync } from 'node:fs';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { createApplication, driveApplication, loginStaff, registerBorrower } from './journey-api.mjs';
import { createScratchDatabase } from './postgres.mjs';
import { sandboxEnv } from './server-env.mjs';

/** User + system CPU seconds of a process and its threads so far (Linux /proc; else undefined). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function runPool(items, concurrency, work) {
  const queue = [...items];
  const results = [];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length > 0) {
      results.push(await work(queue.shift()));
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Resolves to { database, applications, concurrency, completed, failed, firstError, wallMs,
 * perMinute, p50Ms, p95Ms, slowestSteps: [[step, mean ms in it]…], cpuSecondsPerApplication }.
 */
export async function measureJourneyThroughput({
  applications = 30,
  concurrency = applications,
  pollMs = 250,
  postgres = true,
} = {}) {
  const scratch = postgres ? await createScratchDatabase('hearth_journey_bench') : undefined;
  if (scratch?.unavailable) {
    return { unavailable: `PostgreSQL: ${scratch.unavailable}` };
  }
  const server = await startServer({
    port: await findFreePort(),
    env: sandboxEnv({ DATABASE_URL: scratch?.url ?? '' }),
  });
  try {
    const baseUrl = server.url;
    const staffJwt = await loginStaff(baseUrl);
    const borrowers = [];
    for (let index = 0; index < applications; index += 1) {
      borrowers.push(await registerBorrower(baseUrl, 'journey-bench'));
    }
    const stepMs = new Map();
    const cpuBefore = cpuSeconds(server.child.pid);
    const started = performance.now();
    const outcomes = await runPool(borrowers, concurrency, async (borrower) => {
      const begun = performance.now();
      try {
        const uuid = await createApplication(baseUrl, borrower);
        let previous = ['create', 0];
        const onStep = (step, ms) => {
          stepMs.set(previous[0], (stepMs.get(previous[0]) ?? 0) + ms - previous[1]);
          previous = [step, ms];
        };
        await driveApplication(
          { baseUrl, jwt: borrower.jwt, uuid, staffJwt },
          { pollMs, timeoutMs: 300_000, onStep },
        );
        return { ms: performance.now() - begun };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    });
    const wallMs = performance.now() - started;
    const cpuAfter = cpuSeconds(server.child.pid);
    const times = outcomes.filter((outcome) => outcome.ms !== undefined).map((outcome) => outcome.ms);
    const failures = outcomes.filter((outcome) => outcome.error);
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      applications,
      concurrency: Math.min(concurrency, applications),
      completed: times.length,
      failed: failures.length,
      firstError: failures[0]?.error,
      wallMs,
      perMinute: (times.length / wallMs) * 60_000,
      p50Ms: times.length ? percentile(times, 50) : undefined,
      p95Ms: times.length ? percentile(times, 95) : undefined,
      slowestSteps: [...stepMs.entries()]
        .map(([step, ms]) => [step, ms / Math.max(times.length, 1)])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6),
      cpuSecondsPerApplication:
        cpuBefore === undefined || times.length === 0 ? undefined : (cpuAfter - cpuBefore) / times.length,
    };
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

/** Lines for the bench's output. */
export function formatJourneyThroughput(result) {
  if (result.unavailable) {
    return [`  not measured: ${result.unavailable}`];
  }
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `  ${result.completed} of ${result.applications} applications COMPLETE, ${result.concurrency} at a time, on ${result.database}, in ${s(result.wallMs)}`,
    `  ${result.perMinute.toFixed(1)} completed per minute   per application: p50 ${s(result.p50Ms)}, p95 ${s(result.p95Ms)}`,
  ];
  const steps = result.slowestSteps.map(([step, ms]) => `${step} ${s(ms)}`).join(', ');
  lines.push(`  where an application spends its time (mean): ${steps}`);
  if (result.cpuSecondsPerApplication !== undefined) {
    const perCore = 60 / result.cpuSecondsPerApplication;
    lines.push(
      `  server CPU ${result.cpuSecondsPerApplication.toFixed(2)} s per application (≈ ${perCore.toFixed(0)} per minute per core busy, PostgreSQL's own CPU not counted)`,
    );
  }
  if (result.failed > 0) {
    lines.push(`  ⚠ ${result.failed} failed; the first: ${result.firstError}`);
  }
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const args = process.argv.slice(2);
  const value = (name, fallback) => {
    const arg = args.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : fallback;
  };
  const applications = Math.min(value('applications', 30), 500);
  const result = await measureJourneyThroughput({
    applications,
    concurrency: value('concurrency', applications),
    pollMs: Math.max(value('poll', 250), 10),
    postgres: !args.includes('--pglite'),
  });
  for (const line of formatJourneyThroughput(result)) {
    console.log(line);
  }
}
