import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_DIR, WEB_INDEX } from './paths.mjs';
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

function newestMtime(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules') {
      newest = Math.max(newest, newestMtime(join(path, entry)));
    }
  }
  return newest;
}

/** True when apps/web/dist/index.html is missing or older than any web or domain source. */
export function isWebBuildStale() {
  if (!existsSync(WEB_INDEX)) {
    return true;
  }
  const built = statSync(WEB_INDEX).mtimeMs;
  return WEB_INPUTS.some((input) => newestMtime(input) > built);
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

/** Builds the web app when stale; throws when the build fails. */
export async function ensureWebBuild({ log = console.log } = {}) {
  if (!isWebBuildStale()) {
    return false;
  }
  log('[hearth] building the web app (apps/web/dist is missing or older than its sources)…');
  const code = await buildWeb();
  if (code !== 0) {
    throw new Error(`the web build failed (exit ${code})`);
  }
  return true;
}
