import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { ORG_PAYLOAD_ELEMENT_ID, zOrgPayload } from '@hearth/domain/org/org-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH_PREFIXES } from '../org/api-paths.ts';
import { buildOrgTestApp, type OrgTestApp } from '../org/org-test-app.ts';
import { NOT_BUILT_MESSAGE } from './spa.plugin.ts';

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5_000))});`;
const INDEX =
  '<!doctype html><html><head><title>Vite</title></head><body><div id="root"></div></body></html>';
let t: OrgTestApp;

beforeAll(async () => {
  t = await buildOrgTestApp();
  mkdirSync(join(t.distDir, 'assets'));
  writeFileSync(join(t.distDir, 'index.html'), INDEX);
  writeFileSync(join(t.distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(t.distDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(t.distDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  writeFileSync(join(t.distDir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(t.distDir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(t.distDir, 'hydrate-after-paint.js'), BIG_SCRIPT);
  writeFileSync(join(t.distDir, 'hydrate-after-paint.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(t.distDir, 'hydrate-after-paint.js.gz'), gzipSync(BIG_SCRIPT));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function payloadOf(html: string) {
  const match = new RegExp(`id="${ORG_PAYLOAD_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return zOrgPayload.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('spa plugin', () => {
  it.each([
    ['/', {}, 'hearth', 'Hearth'],
    ['/account/heloc/register?org=silverpine', {}, 'silverpine', 'Silverpine'],
    ['/dashboard', { host: 'bluewater-cu.hearth.test' }, 'bluewater-cu', 'Bluewater CU'],
    ['/waitlist', {}, 'hearth', 'Hearth'],
    ['/auth/login?org=acme', {}, 'hearth', 'Hearth'],
  ])('GET %s serves index.html for the org (%s)', async (url, headers, orgCode, title) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain('<html lang="en">');
    expect(payloadOf(response.body).orgCode).toBe(orgCode);
  });

  it('gives each page its own style nonce, in the CSP and in the meta React Aria reads it from', async () => {
    const [first, second] = await Promise.all([get('/dashboard'), get('/dashboard')]);
    const nonceOf = (body: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(body)?.[1];
    const nonce = nonceOf(first?.body ?? '');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second?.body ?? '')).not.toBe(nonce);
    const styleSrc = String(first?.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('style-src '));
    expect(styleSrc?.trim()).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(String(first?.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('puts the request origin in the payload baseUrl', async () => {
    const response = await get('/', { host: 'silverpine.hearth.test:3000' });
    expect(payloadOf(response.body).baseUrl).toBe('http://silverpine.hearth.test:3000');
  });

  // Every prefix the API owns, with a path under it that nothing serves.
  it.each(
    API_PATH_PREFIXES.map((prefix) => (prefix.endsWith('-') ? `${prefix}unknown/x` : `${prefix}/none`)),
  )('leaves the API path %s to the not-found handler', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(ORG_PAYLOAD_ELEMENT_ID);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s brotli or gzip copy of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    const brotli = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/big-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers 404, not the page, for a missing asset or root file', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/robots.txt')).statusCode).toBe(404);
  });

  it('sends the build’s compressed copy of a root file too (the after-paint script every page loads)', async () => {
    const brotli = await get('/hydrate-after-paint.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await get('/hydrate-after-paint.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('serves root files of the build', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
  });

  it('writes the build’s stylesheet into the page, under the page’s style nonce', async () => {
    const css = '.page{color:#123456}';
    writeFileSync(join(t.distDir, 'assets', 'app-c55.css'), css);
    const file = join(t.distDir, 'index.html');
    writeFileSync(
      file,
      INDEX.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/app-c55.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/gone-404.css"></head>',
      ),
    );
    const later = new Date(Date.now() + 30_000);
    utimesSync(file, later, later);
    const response = await get('/dashboard');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}">${css}</style>`);
    // The link stays for the app's chunk loader to find, disabled, so the browser fetches nothing.
    expect(response.body.match(/<link[^>]*app-c55\.css[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/app-c55.css" disabled>',
    ]);
    // A stylesheet the build does not hold stays a link rather than vanishing.
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-404.css">');
    expect(String(response.headers['content-security-policy'])).toContain(
      `style-src 'self' 'nonce-${nonce}'`,
    );
  });

  it('re-reads index.html after a rebuild', async () => {
    const file = join(t.distDir, 'index.html');
    writeFileSync(file, INDEX.replace('<div id="root">', '<div id="root" data-build="2">'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect((await get('/')).body).toContain('data-build="2"');
  });

  it('answers 503 telling to build when index.html is missing', async () => {
    rmSync(join(t.distDir, 'index.html'));
    const response = await get('/account/heloc');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(NOT_BUILT_MESSAGE);
    expect(response.body).toContain('npm run build');
  });
});
