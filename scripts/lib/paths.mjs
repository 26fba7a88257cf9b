import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever directory a script is started from. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const WEB_DIR = join(ROOT, 'apps', 'web');
export const WEB_INDEX = join(WEB_DIR, 'dist', 'index.html');
/** The web build's last output: the server renderer, built after the browser's files. */
export const WEB_SERVER_RENDERER = join(WEB_DIR, 'dist', 'ssr', 'entry-server.js');
export const CONSOLE_DIR = join(ROOT, 'apps', 'console');
export const CONSOLE_INDEX = join(CONSOLE_DIR, 'dist', 'index.html');
export const SERVER_ENTRY = join(ROOT, 'apps', 'server', 'src', 'server.ts');

/** How every script runs the server's TypeScript (docs/decisions/001-run-the-server-with-tsx.md). */
export const SERVER_ARGS = ['--import', 'tsx', SERVER_ENTRY];
