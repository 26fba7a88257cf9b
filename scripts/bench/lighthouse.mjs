#!/usr/bin/env node
// A Lighthouse mobile run (its default: a Moto G Power screen, simulated slow 4G and 4× CPU
// slowdown) of product/select on the built production server, signed in as a borrower whose
// application is at OFFER_SELECTION (target performance score ≥ 95).
// Chromium is Playwright's persistent context (so the borrower's token in localStorage is there
// for Lighthouse's tab), with a DevTools port on 127.0.0.1 that Lighthouse attaches to; storage is
// not reset, the HTTP cache starts empty. Lighthouse's score varies from run to run (more so on a
// busy machine): three runs, the median reported. Alone: prints the figures; --runs=N,
// --report=FILE keeps the last run's JSON report (open it in the Lighthouse viewer to see why).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { createApplication, driveApplication, registerBorrower } from './journey-api.mjs';
import { productionEnv } from './server-env.mjs';

export const LIGHTHOUSE_TARGET_SCORE = 95;
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Lighthouse's performance category and metrics for `path`, with the browser signed in as `jwt`
 * (a visitor's, signed out, when there is none). `config` is a Lighthouse config (default: mobile).
 */
export async function runLighthouse(baseUrl, path, jwt, { keepReport, config } = {}) {
  const port = await findFreePort();
  const profile = mkdtempSync(join(tmpdir(), 'hearth-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    headless: false,
    args: [...CHROMIUM_ARGS, `--remote-debugging-address=127.0.0.1`, `--remote-debugging-port=${port}`],
  });
  try {
    // Signed in as after a log-in: the token in localStorage and in the session cookie the server
    // renders the page for (decision 012).
    if (jwt) {
      await context.addCookies([
        { name: 'hearth_session', value: jwt, url: baseUrl, httpOnly: true, sameSite: 'Strict' },
      ]);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), jwt);
    }
    const result = await lighthouse(
      `${baseUrl}${path}`,
      {
        port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      config,
    );
    const { lhr } = result;
    if (keepReport) {
      writeFileSync(keepReport, result.report);
    }
    const metric = (id) => lhr.audits[id]?.numericValue;
    return {
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: metric('first-contentful-paint'),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings ?? [],
      error: lhr.runtimeError?.message,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Starts the built production server, brings a new borrower's application to OFFER_SELECTION and
 * runs Lighthouse on product/select `runs` times, each in a fresh profile; resolves to the run with
 * the median score, with `scores` (every run's).
 */
export async function measureOfferPageLighthouse({ runs = 3, keepReport } = {}) {
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const borrower = await registerBorrower(server.url, 'lighthouse');
    const uuid = await createApplication(server.url, borrower);
    await driveApplication({ baseUrl: server.url, jwt: borrower.jwt, uuid }, { until: 'OFFER_SELECTION' });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const path = `/account/heloc/${uuid}/product/select`;
      results.push(await runLighthouse(server.url, path, borrower.jwt, { keepReport }));
    }
    const sorted = [...results].sort((a, b) => a.score - b.score);
    return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((result) => result.score) };
  } finally {
    await server.stop();
  }
}

export function formatLighthouse(result) {
  const ms = (value) => `${Math.round(value)} ms`;
  const landed = result.finalPath.endsWith('/product/select') ? '' : `  ⚠ landed on ${result.finalPath}`;
  const runs = result.scores?.length > 1 ? ` (median of ${result.scores.join(', ')})` : '';
  const lines = [
    `  performance ${result.score}${runs}   LCP ${ms(result.lcpMs)}   TBT ${ms(result.tbtMs)}   CLS ${result.cls.toFixed(3)}   FCP ${ms(result.fcpMs)}${landed}`,
    `  (Lighthouse's CPU benchmark index on this machine: ${Math.round(result.benchmarkIndex ?? 0)})`,
  ];
  for (const warning of [result.error, ...result.warnings].filter(Boolean)) {
    lines.push(`  ⚠ ${warning}`);
  }
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const { ensureWebBuild } = await import('../lib/web-build.mjs');
  await ensureWebBuild();
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Math.min(Number(option('runs') ?? 3), 10);
  for (const line of formatLighthouse(
    await measureOfferPageLighthouse({ runs, keepReport: option('report') }),
  )) {
    console.log(line);
  }
}
