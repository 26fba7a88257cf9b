// A worker thread for server-realm.ts: renders one page with test/server-render.ts, loaded through
// Vite's SSR module loader (TypeScript, import.meta.glob) in this thread's own realm — Node's globals
// only, no DOM, its own copy of React — and posts back the result and whatever went to the console.
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from 'vite';

const { root, module, path } = workerData;
const consoleMessages = [];
for (const level of ['error', 'warn']) {
  console[level] = (...args) => consoleMessages.push(`console.${level}: ${args.map(String).join(' ')}`);
}

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  // As the server build (vite.config.ts): the domain package's TypeScript sources compiled in.
  ssr: { noExternal: ['@hearth/domain'] },
});
try {
  const { renderBorrowerPage } = await vite.ssrLoadModule(module);
  const { result } = await renderBorrowerPage(path);
  parentPort.postMessage({ result, consoleMessages });
} finally {
  await vite.close();
}
