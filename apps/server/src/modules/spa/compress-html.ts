import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply } from 'fastify';

/**
 * @fastify/compress for the pages (registered in the SPA's scope, not for the API). Pages are made
 * per request, so they are compressed per request, at levels quick enough for that: brotli 5, gzip 6,
 * nothing under 1 KiB — a page rendered on the server is tens of kilobytes, and a slow link pays
 * for every one. The build's assets come precompressed (@fastify/static).
 */
export const HTML_COMPRESSION: FastifyCompressOptions = {
  global: false,
  encodings: ['br', 'gzip'],
  threshold: 1_024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
};

/** Sends a page's HTML compressed as the browser accepts (brotli, else gzip, else plain). */
export function sendHtml(reply: FastifyReply, html: string) {
  // Every page varies by encoding, the small and the refused ones too, for any cache on the way.
  return reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').compress(html);
}
