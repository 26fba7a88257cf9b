import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page, once rendered on the server, is tens of kilobytes: a slow link pays for every one. */
const MIN_BYTES = 1_024;

/** Whether `accept-encoding` lists `coding` (or `*`) with a weight above zero. */
export function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((item) => {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return (name === coding || name === '*') && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/**
 * Sends a page's HTML compressed as the browser accepts (brotli, else gzip, else plain). Pages are
 * made per request, so they are compressed per request, at levels quick enough for that.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (body.length < MIN_BYTES) {
    return reply.send(body);
  }
  if (accepts(accepted, 'br')) {
    const compressed = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (accepts(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: 6 }));
  }
  return reply.send(body);
}
