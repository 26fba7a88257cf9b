#!/usr/bin/env node
// The staff console (decision 025): the JS and CSS gzip of /ops/sign-in's first load in Chromium,
// a Lighthouse run of /ops/ with the desktop preset (a staff tool on an office desktop: no
// throttling of CPU or network beyond Lighthouse's desktop defaults), and the check that the
// borrower's build holds no console module. Built production server. Alone: prints the figures.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { findFreePort } from '../lib/http.mjs';
import { CONSOLE_DIR, WEB_DIR } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { productionEnv } from './server-env.mjs';

export const CONSOLE_FIRST_PAGE = '/ops/sign-in';
const LIGHTHOUSE_PATH = '/ops/';

/** Strings only the console's code holds: its token's storage key and its asset path. */
const CONSOLE_MARKERS = ['hearth-console-token', '/ops/assets/'];

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The borrower's build and the console's are separate: no JS file of apps/web/dist holds a console
 * marker, and no console chunk's file name appears among the web's files.
 */
export function checkBuildsSeparate() {
  const webFiles = listFiles(join(WEB_DIR, 'dist')).filter((file) => /\.m?js$/.test(file));
  const consoleChunks = new Set(
    readdirSync(join(CONSOLE_DIR, 'dist', 'assets')).filter((name) => /\.js$/.test(name)),
  );
  const offending = webFiles.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return (
      consoleChunks.has(file.split('/').at(-1)) || CONSOLE_MARKERS.some((marker) => text.includes(marker))
    );
  });
  return { webJsFiles: webFiles.length, consoleChunks: consoleChunks.size, offending };
}

/** Page weight and Lighthouse (median of `runs`) of the console's first load, and the separation check. */
export async function measureConsole({ runs = 3 } = {}) {
  const server = await startServer({ port: await findFreePort(), env: productionEnv() });
  try {
    const [weight] = await measurePageWeight(server.url, [CONSOLE_FIRST_PAGE]);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await runLighthouse(server.url, LIGHTHOUSE_PATH, undefined, { config: desktopConfig }));
    }
    const sorted = [...results].sort((a, b) => a.score - b.score);
    const lighthouse = { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((r) => r.score) };
    return { weight, lighthouse, separate: checkBuildsSeparate() };
  } finally {
    await server.stop();
  }
}

export function formatConsole({ weight, lighthouse, separate }) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const ms = (value) => `${Math.round(value)} ms`;
  const runs = lighthouse.scores.length > 1 ? ` (median of ${lighthouse.scores.join(', ')})` : '';
  const lines = [
    `  ${weight.path} (landed on ${weight.finalPath})`,
    `    JS  ${kb(weight.js.gzip).padEnd(10)} gzip in ${weight.js.files} files, ${kb(weight.js.raw)} raw`,
    `    CSS ${kb(weight.css.gzip).padEnd(10)} gzip in ${weight.css.files} files, ${kb(weight.css.raw)} raw`,
    `  Lighthouse desktop preset, ${LIGHTHOUSE_PATH} first load: performance ${lighthouse.score}${runs}   LCP ${ms(lighthouse.lcpMs)}   TBT ${ms(lighthouse.tbtMs)}   CLS ${lighthouse.cls.toFixed(3)}   FCP ${ms(lighthouse.fcpMs)}`,
  ];
  if (lighthouse.error) {
    lines.push(`  ⚠ ${lighthouse.error}`);
  }
  lines.push(
    separate.offending.length === 0
      ? `  borrower pages: none of apps/web/dist's ${separate.webJsFiles} JS files holds a console module (the console is its own build, ${separate.consoleChunks} chunks)`
      : `  ⚠ borrower build holds console code: ${separate.offending.join(', ')}`,
  );
  return lines;
}

const invokedPath = process.argv[1] ? new URL(`file://${process.argv[1]}`).href : '';
if (import.meta.url === invokedPath) {
  const { ensureWebBuild } = await import('../lib/web-build.mjs');
  await ensureWebBuild();
  const runs = Math.min(
    Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3),
    10,
  );
  for (const line of formatConsole(await measureConsole({ runs }))) {
    console.log(line);
  }
}
