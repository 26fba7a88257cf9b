import { join } from 'node:path';
import { isBuildStale } from './build-freshness.mjs';
import { CONSOLE_DIR, CONSOLE_INDEX, ROOT } from './paths.mjs';
import { runCommand } from './process.mjs';

/** Everything the staff console is built from: a change to any of these makes its dist stale. */
const CONSOLE_INPUTS = [
  join(CONSOLE_DIR, 'src'),
  join(CONSOLE_DIR, 'build'),
  join(CONSOLE_DIR, 'index.html'),
  join(CONSOLE_DIR, 'vite.config.ts'),
  join(CONSOLE_DIR, 'package.json'),
  join(ROOT, 'packages', 'domain', 'src'),
];

/** True when apps/console/dist/index.html is missing or older than any console or domain source. */
export function isConsoleBuildStale() {
  return isBuildStale(CONSOLE_INDEX, CONSOLE_INPUTS);
}

/** Builds the staff console for production whatever NODE_ENV the caller runs under. Resolves to the exit code. */
export function buildConsole() {
  return runCommand('npm', ['run', 'build', '-w', '@hearth/console'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the staff console when stale; throws when the build fails. */
export async function ensureConsoleBuild({ log = console.log } = {}) {
  if (!isConsoleBuildStale()) {
    return false;
  }
  log('[hearth] building the staff console (apps/console/dist is missing or older than its sources)…');
  const code = await buildConsole();
  if (code !== 0) {
    throw new Error(`the staff console build failed (exit ${code})`);
  }
  return true;
}
