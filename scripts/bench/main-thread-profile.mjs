#!/usr/bin/env node
// Where a page's main-thread time goes while a slow phone loads it: Chromium's trace and CPU
// profiler at Lighthouse's 4× CPU slowdown, on the built production server, signed in as a borrower
// at OFFER_SELECTION (as the Lighthouse section is). For each page: every long task (over 50 ms at
// 4×) after the first contentful paint, their excess over 50 ms summed (what Lighthouse's total
// blocking time counts), and the profile's time inside those tasks attributed through the build's
// source maps to packages and source files. A diagnosis tool, not a figure of record: the trace
// slows the CPU in the browser rather than simulating it, so its sums read higher than Lighthouse's.
//
//   (cd apps/web && npx vite build --sourcemap && npx vite build --ssr src/entry-server.tsx)
//   node --import tsx scripts/bench/main-thread-profile.mjs [--runs=N] [--top=N] [--per-task] [path…]
//
// Paths default to product/select and the dashboard; `UUID` in a path is the borrower's application.
// --per-task lists the first load's long tasks with what started each and the browser's own work in
// each (parsing, style, layout, paint, garbage collection, compiling); PROFILE_LINES=1 adds the
// line (of the enclosing function) in files without a source map, such as the after-paint script.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';
import { findFreePort } from '../lib/http.mjs';
import { startServer } from '../lib/server.mjs';
import { sourceGroup } from './chunk-attribution.mjs';
import { createApplication, driveApplication, registerBorrower } from './journey-api.mjs';
import { productionEnv } from './server-env.mjs';

const DIST = new URL('../../apps/web/dist/', import.meta.url).pathname;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SAMPLING_INTERVAL_US = 200;

/** Maps a profile's call frame to its source file, through the chunk's source map when there is one. */
function createSourceLocator() {
  const maps = new Map();
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const file = url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) {
      return functionName ? `(native ${functionName})` : '(browser)';
    }
    if (!maps.has(file)) {
      const path = join(DIST, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    const map = maps.get(file);
    if (!map) {
      return process.env.PROFILE_LINES ? `${file}:${lineNumber + 1}` : file;
    }
    const { source } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    // A chunk's own top level (its modules' statements, run as it loads) maps to no source.
    return source ? join(DIST, 'assets', source) : `${file.replace(/-[\w-]{8}\.js$/, '')} chunk, top level`;
  };
}

/** Loads `url` once, signed in, at 4× slowdown; resolves to its long tasks and its profile samples in them. */
async function profileLoad(browser, baseUrl, url, jwt) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies([
      { name: 'hearth_session', value: jwt, url: baseUrl, httpOnly: true, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/healthz`);
    await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), jwt);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const { profile } = await cdp.send('Profiler.stop');
    const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const longTasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' && event.dur > LONG_TASK_MS * 1000 && (!paint || event.ts >= paint.ts),
    );
    let time = profile.startTime;
    const samples = profile.samples.map((node, index) => {
      time += profile.timeDeltas[index];
      return { node, time };
    });
    const inLongTasks = samples.filter(({ time }) =>
      longTasks.some((task) => time >= task.ts && time <= task.ts + task.dur),
    );
    const tasks = longTasks.map((task) => ({
      ms: task.dur / 1000,
      samples: samples.filter(({ time }) => time >= task.ts && time <= task.ts + task.dur),
      browserWork: browserWorkIn(task, traceEvents),
    }));
    return { longTasksMs: longTasks.map((task) => task.dur / 1000), profile, samples: inLongTasks, tasks };
  } finally {
    await context.close();
  }
}

/** The browser's own work the trace records in a task (parsing, style, layout, paint, GC), in ms by kind. */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.CompileCode',
  'V8.ParseFunction',
]);

function browserWorkIn(task, traceEvents) {
  const byKind = new Map();
  for (const event of traceEvents) {
    if (
      BROWSER_WORK.has(event.name) &&
      event.tid === task.tid &&
      event.pid === task.pid &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= task.ts + task.dur
    ) {
      byKind.set(event.name, (byKind.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  }
  return byKind;
}

/** Self time in the samples by source group and by file. */
function attributeSamples({ profile, samples }, locate) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byGroup = new Map();
  const byFile = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const { node } of samples) {
    const source = locate(nodes.get(node).callFrame);
    const mapped = source.startsWith('/');
    add(byGroup, mapped ? sourceGroup(source) : source);
    add(
      byFile,
      mapped ? source.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/') : source,
    );
  }
  return { byGroup, byFile, total: samples.length };
}

/** Where one long task started: the outermost script frame of its samples, and its largest self times. */
function describeTask(profile, task, locate, top) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parents.set(child, node.id);
    }
  }
  const outermost = (id) => {
    let found = nodes.get(id);
    for (let at = id; at !== undefined; at = parents.get(at)) {
      if (nodes.get(at).callFrame.url) {
        found = nodes.get(at);
      }
    }
    return locate(found.callFrame);
  };
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  const roots = new Map();
  const selves = new Map();
  for (const { node } of task.samples) {
    count(roots, outermost(node));
    count(selves, locate(nodes.get(node).callFrame));
  }
  const short = (source) => source.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => `${short(name)} ${Math.round((100 * n) / Math.max(1, task.samples.length))}%`)
      .join(', ');
  const browserWork = [...task.browserWork]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
    .join(', ');
  return `    ${Math.round(task.ms)} ms — started by: ${list(roots)}\n      self: ${list(selves)}${
    browserWork ? `\n      the browser's own work: ${browserWork}` : ''
  }`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const option = (name, fallback) =>
    Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const runs = option('runs', 3);
  const top = option('top', 15);
  const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!existsSync(join(DIST, 'ssr', 'entry-server.js'))) {
    throw new Error('no server build: run the two builds at the top of this file first');
  }
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const borrower = await registerBorrower(server.url, 'main-thread');
    const uuid = await createApplication(server.url, borrower);
    await driveApplication({ baseUrl: server.url, jwt: borrower.jwt, uuid }, { until: 'OFFER_SELECTION' });
    const locate = createSourceLocator();
    for (const path of paths.length > 0 ? paths : ['/account/heloc/UUID/product/select', '/dashboard']) {
      const url = `${server.url}${path.replace('UUID', uuid)}`;
      const loads = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(await profileLoad(browser, server.url, url, borrower.jwt));
      }
      const blocking = loads.map((load) =>
        Math.round(load.longTasksMs.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
      );
      console.log(
        `\n${path}: blocking time after the first paint at ${CPU_SLOWDOWN}× (median of ${runs}) ${median(blocking)} ms (${blocking.join(', ')})`,
      );
      for (const load of loads) {
        console.log(`  long tasks (ms): ${load.longTasksMs.map(Math.round).join(', ')}`);
      }
      if (process.argv.includes('--per-task')) {
        console.log("  the first load's long tasks:");
        for (const task of loads[0].tasks) {
          console.log(describeTask(loads[0].profile, task, locate, 4));
        }
      }
      const all = { byGroup: new Map(), byFile: new Map(), total: 0 };
      for (const load of loads) {
        const part = attributeSamples(load, locate);
        all.total += part.total;
        for (const key of ['byGroup', 'byFile']) {
          for (const [name, count] of part[key]) {
            all[key].set(name, (all[key].get(name) ?? 0) + count);
          }
        }
      }
      const share = (count) => `${((100 * count) / Math.max(1, all.total)).toFixed(1)}%`.padStart(6);
      console.log('  self time in those tasks, by package or folder:');
      for (const [name, count] of [...all.byGroup].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`    ${share(count)}  ${name}`);
      }
      console.log('  by file:');
      for (const [name, count] of [...all.byFile].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`    ${share(count)}  ${name}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
