import { join } from 'node:path';
import { isBuildStale } from './build-freshness.mjs';
import { buildConsole, ensureConsoleBuild } from './console-build.mjs';
import { ROOT, WEB_DIR, WEB_INDEX, WEB_SERVER_RENDERER } from './paths.mjs';
import { runCommand } from './process.mjs';

/** Everything the web bundle is built from: a change to any of these makes dist stale. */
const WEB_INPUTS = [
  join(WEB_DIR, 'src'),
  join(WEB_DIR, 'public'),
  join(WEB_DIR, 'index.html'),
  join(WEB_DIR, 'vite.config.ts'),
  join(WEB_DIR, 'package.json'),
  join(ROOT, 'packages', 'domain', 'src'),
];

/**
 * True when apps/web/dist/index.html or the server renderer is missing or older than any web or
 * domain source (without the renderer, the server sends pages unrendered).
 */
export function isWebBuildStale() {
  return isBuildStale([WEB_INDEX, WEB_SERVER_RENDERER], WEB_INPUTS);
}

/**
 * Builds the web app (browser and server builds) as for production whatever NODE_ENV the caller runs
 * under (the e2e server runs under `test`): the server build compiled for React's development JSX
 * would not run on the production React the server loads, and the browser would get React's
 * development build. Resolves to the exit code.
 */
export function buildWeb() {
  return runCommand('npm', ['run', 'build', '-w', '@hearth/web'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds both apps the server serves (the borrower's web app, then the staff console); the first failing exit code. */
export async function buildApps() {
  const code = await buildWeb();
  return code !== 0 ? code : buildConsole();
}

/**
 * Builds the web app when stale, and the staff console when it is (the server serves both);
 * throws when a build fails. True when the web app was rebuilt.
 */
export async function ensureWebBuild({ log = console.log } = {}) {
  const stale = isWebBuildStale();
  if (stale) {
    log('[hearth] building the web app (apps/web/dist is missing or older than its sources)…');
    const code = await buildWeb();
    if (code !== 0) {
      throw new Error(`the web build failed (exit ${code})`);
    }
  }
  await ensureConsoleBuild({ log });
  return stale;
}
