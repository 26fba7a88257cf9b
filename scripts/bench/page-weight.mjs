import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  const path = new URL(response.url()).pathname;
  if (type.includes('javascript') || path.endsWith('.js') || path.endsWith('.mjs')) {
    return 'js';
  }
  if (type.includes('text/css') || path.endsWith('.css')) {
    return 'css';
  }
  return undefined;
}

/**
 * Loads each page in Chromium and sums the gzip size (zlib, default level) of every JS and CSS
 * response it fetched, lazy chunks included. `beforeEach(page)` may sign the browser in.
 */
export async function measurePageWeight(baseUrl, paths, { beforeEach } = {}) {
  const browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      if (beforeEach) {
        await beforeEach(page, path);
      }
      const assets = new Map();
      page.on('response', async (response) => {
        const kind = kindOf(response);
        if (kind && response.ok() && !assets.has(response.url())) {
          assets.set(response.url(), { kind, body: response.body().catch(() => Buffer.alloc(0)) });
        }
      });
      await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
      const sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
      const files = [];
      for (const [url, { kind, body }] of assets.entries()) {
        const bytes = await body;
        const gzip = gzipSync(bytes).length;
        sizes[kind].raw += bytes.length;
        sizes[kind].gzip += gzip;
        sizes[kind].files += 1;
        files.push({ name: new URL(url).pathname, gzip });
      }
      files.sort((a, b) => b.gzip - a.gzip);
      results.push({ path, finalPath: new URL(page.url()).pathname, ...sizes, files });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
