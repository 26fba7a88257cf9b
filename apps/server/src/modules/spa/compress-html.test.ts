import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_COMPRESSION, sendHtml } from './compress-html.ts';

const app = Fastify();
/** A page of `bytes` UTF-8 bytes: two-byte characters, so that bytes and characters differ. */
const pageOf = (bytes: number) => `<p>${'é'.repeat((bytes - 7) / 2)}</p>`;

beforeAll(async () => {
  await app.register(fastifyCompress, HTML_COMPRESSION);
  app.get<{ Querystring: { bytes: string } }>('/page', (request, reply) =>
    sendHtml(reply, pageOf(Number(request.query.bytes))),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (bytes: number, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url: `/page?bytes=${bytes}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

describe('sendHtml', () => {
  it.each<[string, number, string | undefined, string]>([
    ['brotli first when accepted', 20_001, 'gzip, deflate, br, zstd', 'br'],
    ['brotli alone', 20_001, 'br', 'br'],
    ['gzip without brotli', 20_001, 'gzip, deflate', 'gzip'],
    ['plain for deflate only', 20_001, 'deflate', 'identity'],
    ['plain without accept-encoding', 20_001, undefined, 'identity'],
    ['gzip when brotli is refused (q=0)', 20_001, 'br;q=0, gzip', 'gzip'],
    ['plain when both are refused', 20_001, 'br;q=0, gzip;q=0', 'identity'],
    // Any encoding will do; @fastify/compress reads the wildcard as gzip, the most widely decoded.
    ['gzip for a wildcard', 20_001, '*;q=0.5', 'gzip'],
    ['plain below 1 KiB', 1_023, 'gzip, br', 'identity'],
    ['compressed from 1 KiB (bytes, not characters)', 1_025, 'gzip, br', 'br'],
  ])('%s', async (_case, bytes, acceptEncoding, encoding) => {
    const response = await get(bytes, acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(decode[encoding]?.(response.rawPayload).toString()).toBe(pageOf(bytes));
    if (encoding !== 'identity') {
      expect(response.rawPayload.length).toBeLessThan(bytes / 4);
    }
  });
});
