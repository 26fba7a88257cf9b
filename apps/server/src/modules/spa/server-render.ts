import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import type { Language } from '@hearth/domain/profile/language';
import type {
  PageRenderRequest as DomainPageRenderRequest,
  PageRenderResult as DomainPageRenderResult,
} from '@hearth/domain/server-render/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateSessionCookie } from '../identity/session-cookie.ts';
import { createInProcessFetch } from './in-process-fetch.ts';

/** The web app's server build answers this contract (the domain's, decision 012). */
export type PageRenderRequest = DomainPageRenderRequest<{ fetch: typeof fetch; signal: AbortSignal }>;
export type PageRenderResult = DomainPageRenderResult;
export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
interface ServerBuild {
  renderPage: RenderPage;
  /** Loads every page's code ahead of the first request. */
  warmUp?: () => Promise<void>;
}

/** A signed-in page rendered here: what index.html takes in, or where the page sends the borrower. */
export type SignedInPage =
  | {
      kind: 'page';
      /** The app's markup, for `<div id="root">`. */
      rootHtml: string;
      /** The state the browser hydrates from, with the session it was rendered for (null: a visitor). */
      state: object & { sessionId: string | null };
      /** 200 unless the page answers a form sent with a mistake (the page's action's status). */
      status: number;
      /** A session cookie the page's action obtained (a log-in sent without scripts). */
      sessionCookies: string[];
      /** sha256 (base64) of each distinct `style` attribute in the markup, for the CSP. */
      styleAttributeHashes: string[];
    }
  | { kind: 'redirect'; location: string; sessionCookies: string[] };

export interface SignedInPageRendererOptions {
  /** The web build (apps/web/dist); its server build is `ssr/entry-server.js`. */
  distDir: string;
  /** How long a render may take before the plain shell goes instead. */
  timeoutMs?: number;
  /** Tests give a renderer of their own instead of the build's. */
  renderPage?: RenderPage;
}

export interface SignedInPageRenderer {
  (request: FastifyRequest, org: OrgPayload, language: Language): Promise<SignedInPage | undefined>;
  /** Loads the server build and every page's code, so the first borrower after a start does not wait. */
  warmUp(): Promise<void>;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 3_000;

/**
 * Decision 012: a document request with a valid session cookie gets its page rendered on the
 * server, through the API in-process as that session. Undefined — the plain shell, rendered in the
 * browser as before — when there is no session, no server build, or the renderer declines or fails.
 */
export function createSignedInPageRenderer(
  app: FastifyInstance,
  { distDir, timeoutMs = DEFAULT_RENDER_TIMEOUT_MS, renderPage }: SignedInPageRendererOptions,
): SignedInPageRenderer {
  const loadBuild = renderPage
    ? async (): Promise<ServerBuild> => ({ renderPage })
    : createServerBuildLoader(`${distDir}/ssr/entry-server.js`);
  const warmUp = async () => {
    try {
      await (await loadBuild())?.warmUp?.();
    } catch (error) {
      app.log.warn({ err: error }, 'the server renderer could not load; pages render in the browser');
    }
  };
  const render = async (
    request: FastifyRequest,
    org: OrgPayload,
    language: Language,
  ): Promise<SignedInPage | undefined> => {
    const form = readSentForm(request);
    if (request.method !== 'GET' && form === undefined) {
      return undefined;
    }
    // Only a form's answer hands the browser a session (a log-in's); a page's reads never do.
    const sessionCookies: string[] = [];
    let result: PageRenderResult;
    let sessionId: string | null;
    try {
      // All inside the try: a database that cannot check the session, or a build that fails to
      // load, is a failed render (the plain shell), not a 500.
      const session = await authenticateSessionCookie(app, request);
      // Another organisation's session renders nothing here; no session renders a visitor's page
      // (the web build renders only the signed-out pages for one and declines the rest).
      const renderPage =
        !session || session.user.orgCode === org.orgCode ? (await loadBuild())?.renderPage : undefined;
      if (!renderPage) {
        return undefined;
      }
      const jwt = session ? `Bearer ${session.jwt}` : null;
      sessionId = session ? session.user.jti : null;
      const signal = AbortSignal.timeout(timeoutMs);
      result = await Promise.race([
        renderPage({
          url: `${request.protocol}://${request.host}${request.url}`,
          jwt,
          ...(form === undefined ? {} : { form }),
          org,
          language,
          fetch: createInProcessFetch(
            app,
            request,
            form === undefined ? {} : { onCookieForBrowser: (cookie) => sessionCookies.push(cookie) },
          ),
          signal,
        }),
        rejectOnAbort(signal),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
    if (result.kind === 'declined') {
      request.log.debug({ reason: result.reason }, 'page not rendered on the server');
      return undefined;
    }
    if (result.kind === 'redirect') {
      return { ...result, sessionCookies };
    }
    return {
      kind: 'page',
      rootHtml: result.html,
      state: { ...result.state, sessionId },
      status: result.status ?? 200,
      sessionCookies,
      styleAttributeHashes: hashStyleAttributes(result.html),
    };
  };
  return Object.assign(render, { warmUp });
}

/** The body of a form sent without scripts (a POST the page plugin parsed as text), if this is one. */
function readSentForm(request: FastifyRequest): string | undefined {
  return request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined;
}

/** Settles only by rejecting, when `signal` aborts: the time limit holds even for a render that ignores it. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The server build, imported when first needed and again after a rebuild (its file changed), so
 * the markup always comes from the same build as the scripts that hydrate it.
 */
function createServerBuildLoader(entryPath: string): () => Promise<ServerBuild | undefined> {
  let loaded: { mtimeMs: number; build: Promise<ServerBuild | undefined> } | undefined;
  return async () => {
    const mtimeMs = await stat(entryPath).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(entryPath).href}?build=${mtimeMs}`;
      loaded = {
        mtimeMs,
        build: import(url).then((module: Partial<ServerBuild>) =>
          module.renderPage ? { renderPage: module.renderPage, warmUp: module.warmUp } : undefined,
        ),
      };
    }
    return loaded.build;
  };
}

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/**
 * The CSP forbids inline style attributes unless listed by hash ('unsafe-hashes'); the markup's are
 * React's own (layout of React Aria's hidden inputs, a slider's position), so exactly those are allowed.
 */
export function hashStyleAttributes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(
      (match[1] ?? '').replace(
        /&(amp|quot|#x27|#39|lt|gt);/g,
        (_entity, name: string) => HTML_ENTITIES[name] ?? '',
      ),
    );
  }
  return [...values].map((value) => createHash('sha256').update(value).digest('base64'));
}
