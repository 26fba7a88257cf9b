import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageRenderResult } from '../entry-server.tsx';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * PAT's page at `path`, rendered by `renderPage` in a realm of its own (a worker thread), as on the
 * server. Rendering and hydrating in one realm would not do: React's server renderer leaves its
 * context values set when it finishes (it switches them back lazily at its next render), so
 * `hydrateRoot` there finds the server's router already provided ("You cannot render a <Router>
 * inside another <Router>").
 */
export function renderInServerRealm(
  path: string,
): Promise<{ result: PageRenderResult; consoleMessages: string[] }> {
  const worker = new Worker(join(HERE, 'server-render-worker.mjs'), {
    workerData: { root: join(HERE, '../..'), module: join(HERE, 'server-render.ts'), path },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { result: PageRenderResult; consoleMessages: string[] }) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the server realm stopped (${code}) before answering`)));
  });
}
