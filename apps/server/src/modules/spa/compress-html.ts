import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page, once rendered on the server, is tens of kilobytes: a slow link pays for every one. */
const MIN_BYTES = 1_024;

/**
 * Sends a page's HTML compressed as the browser accepts (brotli, else gzip, else plain). Pages are
 * made per request, so they are compressed per request, at levels quick enough for that.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  // The negotiation @fastify/static applies to the build's assets (weights, `*`, `q=0`).
  const encoding =
    body.length < MIN_BYTES ? null : negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const compressed = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (encoding === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: 6 }));
  }
  return reply.send(body);
}
