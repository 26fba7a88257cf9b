import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  chooseLanguage,
  LANGUAGE_QUERY_PARAM,
  parseAcceptLanguage,
  readLanguageCookie,
} from '@hearth/domain/i18n/language';
import type { Language } from '@hearth/domain/profile/language';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicyWithStyleNonce } from '../../plugins/security-headers.ts';
import { isApiPath } from '../org/api-paths.ts';
import { toOrgPayload } from '../org/org-payload.ts';
import { HTML_COMPRESSION, sendHtml } from './compress-html.ts';
import { createIndexTemplate } from './index-template.ts';
import { renderIndexHtml } from './render-index.ts';
import type { SignedInPageRenderer } from './server-render.ts';

export interface SpaOptions {
  /** The Vite build output (apps/web/dist): index.html and assets/. */
  distDir: string;
  /** Renders a signed-in borrower's page on the server (decision 012); without it, the shell only. */
  renderSignedInPage?: SignedInPageRenderer;
}

export const NOT_BUILT_MESSAGE = 'The web app is not built yet. Run `npm run build`, then reload this page.';
const FORM_BODY_LIMIT = 16 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file at the root of dist (favicon.svg, robots.txt): one segment with an extension. */
const ROOT_FILE = /^\/([\w.-]+\.[a-z0-9]+)$/i;

/**
 * Registered last. Serves the hashed build assets with a year's immutable cache, the few root
 * files, and index.html with the org payload for every other GET that is not an API path.
 */
const spaPlugin: FastifyPluginAsync<SpaOptions> = async (app, { distDir, renderSignedInPage }) => {
  const template = createIndexTemplate(join(distDir, 'index.html'), { inlineStylesheets: true });
  await app.register(fastifyCompress, HTML_COMPRESSION);
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress-assets.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.callNotFound();
    }
    const rootFile = ROOT_FILE.exec(request.url.split('?')[0] ?? '')?.[1];
    if (rootFile && rootFile !== 'index.html') {
      return existsSync(join(distDir, rootFile))
        ? reply.header('cache-control', 'public, max-age=3600').sendFile(rootFile, distDir)
        : reply.callNotFound();
    }
    const html = await template.read();
    if (html === undefined) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const origin = `${request.protocol}://${request.host}`;
    const sendsForm = request.method === 'POST';
    if (sendsForm && request.headers.origin !== origin) {
      // A form from another site (or without its origin) could log a visitor in as someone else.
      return reply.code(403).header('cache-control', 'no-store').send();
    }
    const payload = toOrgPayload(request.org, origin);
    const language = pageLanguage(request);
    const page = await renderSignedInPage?.(request, payload, language);
    if (sendsForm && page === undefined) {
      // Only a page whose route answers a form (its action) takes one; the page itself is a GET.
      return reply.code(405).header('allow', 'GET').header('cache-control', 'no-store').send();
    }
    if (page && page.sessionCookies.length > 0) {
      reply.header('set-cookie', page.sessionCookies);
    }
    if (page?.kind === 'redirect') {
      // After a form, 303: the browser asks for the next page with a GET.
      return reply.header('cache-control', 'no-store').redirect(page.location, sendsForm ? 303 : 302);
    }
    const styleNonce = randomBytes(16).toString('base64');
    const root = page ? { html: page.rootHtml, state: page.state } : undefined;
    reply
      .code(page?.status ?? 200)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        contentSecurityPolicyWithStyleNonce(styleNonce, page?.styleAttributeHashes),
      );
    return sendHtml(reply, renderIndexHtml(html, payload, styleNonce, root, language));
  };

  app.get('/*', { schema: { hide: true } }, servePage);
  // A visitor's form sent without scripts (decision 029): the page's route action answers it. The
  // body stays text for the web build to read; a log-in or a register step is far under the limit.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/*', { schema: { hide: true } }, servePage);
};

/**
 * Decision 036: the page's language from the link's `?lang=`, the browser's remembered choice
 * (cookie) and its Accept-Language — what the browser would choose, so it hydrates the same page.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = new URL(request.url, 'http://page').searchParams.get(LANGUAGE_QUERY_PARAM);
  return chooseLanguage({
    query,
    stored: readLanguageCookie(request.headers.cookie),
    preferred: parseAcceptLanguage(request.headers['accept-language']),
  });
}

export default spaPlugin;
