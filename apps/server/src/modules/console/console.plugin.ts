import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicyWithStyleNonce } from '../../plugins/security-headers.ts';
import { isApiPath } from '../org/api-paths.ts';
import { HTML_COMPRESSION, sendHtml } from '../spa/compress-html.ts';
import { createIndexTemplate } from '../spa/index-template.ts';

export interface ConsoleOptions {
  /** The staff console's Vite build (apps/console/dist): index.html and assets/. */
  distDir: string;
}

export const CONSOLE_NOT_BUILT_MESSAGE =
  'The staff console is not built yet. Run `npm run build`, then reload this page.';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The nonce React Aria reads for the `<style>` elements it adds (as in the borrower's pages). */
function withStyleNonce(html: string, nonce: string): string {
  return html.replace(/<\/head>/i, `  <meta property="csp-nonce" nonce="${nonce}">\n  </head>`);
}

/**
 * The staff console (decision 025), its own build under /ops: hashed assets at /ops/assets/ with a
 * year's immutable cache, and index.html (never cached, a strict CSP) for every other GET under
 * /ops that is not the staff API. Registered before the borrower's SPA, which never sees /ops.
 */
const consolePlugin: FastifyPluginAsync<ConsoleOptions> = async (app, { distDir }) => {
  const template = createIndexTemplate(join(distDir, 'index.html'));
  await app.register(fastifyCompress, HTML_COMPRESSION);
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/ops/assets/',
    // The build writes .br and .gz beside each text asset (apps/console/build/precompress-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.callNotFound();
    }
    const html = await template.read();
    if (html === undefined) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(CONSOLE_NOT_BUILT_MESSAGE);
    }
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicyWithStyleNonce(nonce))
      // A staff page is never framed and never tells another site where it was.
      .header('referrer-policy', 'no-referrer');
    return sendHtml(reply, withStyleNonce(html, nonce));
  };

  app.get('/ops', { schema: { hide: true } }, servePage);
  app.get('/ops/*', { schema: { hide: true } }, servePage);
};

export default consolePlugin;
