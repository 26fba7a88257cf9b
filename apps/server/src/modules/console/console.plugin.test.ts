import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OPS_API } from '@hearth/domain/api/base-paths';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../../plugins/error-handler.ts';
import consolePlugin, { CONSOLE_NOT_BUILT_MESSAGE } from './console.plugin.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Hearth staff console</title>
<script type="module" crossorigin src="/ops/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5_000))});`;

async function buildConsoleApp(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(consolePlugin, { distDir });
  // Stands for the staff API beside the pages.
  app.get(endpointPath(opsApi.me), async () => ({ ok: true }));
  await app.ready();
  return app;
}

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'hearth-console-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  app = await buildConsoleApp(distDir);
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('console plugin', () => {
  it.each(['/ops', '/ops/', '/ops/sign-in', '/ops/staff', '/ops/invitation', '/ops/audit?page=2'])(
    'GET %s serves the console page, never cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<title>Hearth staff console</title>');
      expect(response.body).toContain('/ops/assets/index-abc123.js');
    },
  );

  it('sends a strict CSP: scripts from the origin only, a fresh style nonce in the header and the page', async () => {
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/ops/sign-in' }),
      app.inject({ method: 'GET', url: '/ops/sign-in' }),
    ]);
    const nonceOf = (body: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(body)?.[1];
    const nonce = nonceOf(first?.body ?? '');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second?.body ?? '')).not.toBe(nonce);
    const policy = String(first?.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(first?.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves hashed assets under /ops/assets/ with a year of immutable cache, precompressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ops/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing asset, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/ops/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('leaves /ops/api to the staff API: its routes answer, an unknown path is a 404', async () => {
    expect((await app.inject({ method: 'GET', url: endpointPath(opsApi.me) })).json()).toEqual({ ok: true });
    const unknown = await app.inject({ method: 'GET', url: `${OPS_API}/nothing-here` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<div id="root">');
  });

  it('says clearly when the console is not built', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'hearth-console-empty-'));
    const bare = await buildConsoleApp(emptyDir);
    try {
      const response = await bare.inject({ method: 'GET', url: '/ops/sign-in' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(CONSOLE_NOT_BUILT_MESSAGE);
    } finally {
      await bare.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
