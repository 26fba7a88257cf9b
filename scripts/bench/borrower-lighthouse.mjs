// The borrower's first pages side by side with the floor (./floor-page.mjs), in one run: Lighthouse's
// mobile defaults (simulated slow 4G, 4× CPU), the median of `runs` runs each, every page's LCP as a
// ratio to the floor's. Pages: register-v2's first step and the log-in (a visitor, signed out),
// product/select (signed in at OFFER_SELECTION) and the dashboard (signed in).
import { cpus, loadavg } from 'node:os';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { startFloorPage } from './floor-page.mjs';
import { createApplication, driveApplication, registerBorrower } from './journey-api.mjs';
import { LIGHTHOUSE_TARGET_SCORE, runLighthouse } from './lighthouse.mjs';
import { productionEnv } from './server-env.mjs';

export const BORROWER_PAGE_TARGETS = {
  score: LIGHTHOUSE_TARGET_SCORE,
  lcpRatioToFloor: 1.5,
  tbtMs: 150,
  cls: 0,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `runs` measured runs of one page. A run Lighthouse itself could not record (a runtime error such
 * as NO_NAVSTART, which scores 0 with no metrics) is reported and run again, at most `runs` more
 * times, instead of entering the medians as a zero.
 */
async function medianRun(url, path, jwt, runs) {
  const results = [];
  const errors = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const result = await runLighthouse(url, path, jwt);
    if (result.error) {
      errors.push(result.error);
    } else {
      results.push(result);
    }
  }
  if (results.length === 0) {
    return { finalPath: path, scores: [], score: 0, lcpMs: NaN, fcpMs: NaN, tbtMs: NaN, cls: NaN, errors };
  }
  return {
    finalPath: results.at(-1).finalPath,
    scores: results.map((result) => result.score),
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    fcpMs: median(results.map((result) => result.fcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    cls: Math.max(...results.map((result) => result.cls)),
    errors,
  };
}

/** Runs the floor and the four pages; resolves to { floor, pages: [{ label, ...median }], load }. */
export async function measureBorrowerPagesLighthouse({ runs = 5 } = {}) {
  const loadAtStart = loadavg()[0];
  const floorServer = await startFloorPage();
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const borrower = await registerBorrower(server.url, 'lighthouse');
    const uuid = await createApplication(server.url, borrower);
    await driveApplication({ baseUrl: server.url, jwt: borrower.jwt, uuid }, { until: 'OFFER_SELECTION' });
    const floor = await medianRun(floorServer.url, '', undefined, runs);
    const pages = [];
    for (const [label, path, jwt] of [
      ['register-v2 (visitor)', '/account/heloc/register-v2', undefined],
      ['log-in (visitor)', '/auth/login', undefined],
      ['product/select', `/account/heloc/${uuid}/product/select`, borrower.jwt],
      ['dashboard', '/dashboard', borrower.jwt],
    ]) {
      pages.push({ label, path, ...(await medianRun(server.url, path, jwt, runs)) });
    }
    return { floor, pages, load: [loadAtStart, loadavg()[0]], cores: cpus().length };
  } finally {
    await server.stop();
    await floorServer.stop();
  }
}

/** The targets each page meets or misses: [label, measured, met][]. */
export function borrowerPageTargets({ floor, pages }) {
  const t = BORROWER_PAGE_TARGETS;
  return pages.flatMap((page) => [
    [`${page.label}: Lighthouse mobile ≥ ${t.score}`, String(page.score), page.score >= t.score],
    [
      `${page.label}: LCP ≤ ${t.lcpRatioToFloor}× the floor's`,
      `${(page.lcpMs / floor.lcpMs).toFixed(2)}×`,
      page.lcpMs <= floor.lcpMs * t.lcpRatioToFloor,
    ],
    [`${page.label}: TBT ≤ ${t.tbtMs} ms`, `${Math.round(page.tbtMs)} ms`, page.tbtMs <= t.tbtMs],
    [`${page.label}: CLS ${t.cls}`, page.cls.toFixed(3), page.cls <= t.cls],
  ]);
}

export function formatBorrowerPagesLighthouse({ floor, pages, load, cores }) {
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  const row = (label, result, ratio) =>
    `  ${label.padEnd(24)} ${String(result.score).padStart(3)} (${result.scores.join(', ')})`.padEnd(50) +
    ` LCP ${ms(result.lcpMs)} ${ratio.padStart(6)}   FCP ${ms(result.fcpMs)}   TBT ${ms(result.tbtMs)}   CLS ${result.cls.toFixed(3)}`;
  const lines = [row('plain-HTML floor', floor, '1.00×')];
  for (const page of pages) {
    const landed = page.finalPath === page.path ? '' : `  ⚠ landed on ${page.finalPath}`;
    lines.push(`${row(page.label, page, `${(page.lcpMs / floor.lcpMs).toFixed(2)}×`)}${landed}`);
    for (const error of page.errors) {
      lines.push(`    ⚠ a run Lighthouse could not record, run again: ${error}`);
    }
  }
  const busiest = Math.max(...load);
  lines.push(
    `  load average (1 min) ${load.map((value) => value.toFixed(2)).join(' → ')} on ${cores} cores${
      busiest > cores * 0.75
        ? '  ⚠ the machine is busy: these figures are unreliable (the simulation multiplies a busy CPU by four)'
        : ''
    }`,
  );
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const { ensureWebBuild } = await import('../lib/web-build.mjs');
  await ensureWebBuild();
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const result = await measureBorrowerPagesLighthouse({ runs: Math.min(Number(option('runs') ?? 5), 10) });
  for (const line of formatBorrowerPagesLighthouse(result)) {
    console.log(line);
  }
}
