import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  PageRenderRequest as DomainPageRenderRequest,
  PageRenderResult as DomainPageRenderResult,
} from '@hearth/domain/server-render/page-render';
import { dehydrate, type QueryClient, skipToken } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { holdsOnlyCampaignParameters } from './app/campaign-query.ts';
import { AppProviders } from './app/providers.tsx';
import { page as routeModules } from './app/route-modules.ts';
import { routes } from './app/router.tsx';
import { findNonJsonValue, type ServerRenderState } from './app/server-render-state.ts';
import { hydratesOnIntent, isSignedOutPage } from './app/signed-out-pages.ts';
import { createRenderI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type ServerRenderContext, setServerRenderContextReader } from './lib/render-context.ts';

/**
 * Server rendering of a signed-in page (decision 012). The server calls `renderPage` for a document
 * request that carries a valid session; the routes' loaders load the page's data through the API
 * in-process (decision 016), the page renders once, and the browser hydrates it from the state sent
 * beside it. Whatever the renderer cannot reproduce faithfully it declines, and the server sends
 * the plain app shell as before.
 */

export type PageRenderRequest = DomainPageRenderRequest<{ fetch: typeof fetch; signal: AbortSignal }>;
export type PageRenderResult = DomainPageRenderResult<ServerRenderState>;

const contexts = new AsyncLocalStorage<ServerRenderContext>();
setServerRenderContextReader(() => contexts.getStore());
const handler = createStaticHandler(routes);

/** Loads every page's code and strings, so the first borrower after a start does not wait for them. */
export async function warmUp(): Promise<void> {
  await Promise.all(Object.values(routeModules).map((load) => load()));
}

export function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  if (request.jwt === null && !isSignedOutPage(matchRoutes(routes, new URL(request.url).pathname))) {
    // A visitor's request for a signed-in page: the browser may hold a token the server cannot see.
    return Promise.resolve({ kind: 'declined', reason: 'not a page a visitor may be shown signed out' });
  }
  const context: ServerRenderContext = {
    jwt: request.jwt,
    org: request.org,
    queryClient: createQueryClient(),
    fetch: request.fetch,
  };
  return contexts.run(context, () => renderInContext(request, context));
}

async function renderInContext(
  request: PageRenderRequest,
  context: ServerRenderContext,
): Promise<PageRenderResult> {
  const routerContext = await handler.query(toRouterRequest(request));
  if (routerContext instanceof Response) {
    const location = routerContext.headers.get('location');
    if (request.jwt === null && request.form === undefined && context.visitorRegisterData === undefined) {
      // A visitor's answers live in the tab (sessionStorage), which the server cannot see: where a
      // register step sends them is the browser's to decide. A form's action, though, answers for
      // the form the visitor sent (without scripts) and may send them on, and a visitor whose
      // answers the server keeps (their draft, decision 029 §5) is sent where those answers lead.
      return { kind: 'declined', reason: `a signed-out page redirected (${routerContext.status})` };
    }
    return location && routerContext.status >= 300 && routerContext.status < 400
      ? { kind: 'redirect', location }
      : { kind: 'declined', reason: `the router answered ${routerContext.status}` };
  }
  if (routerContext.errors) {
    const statuses = Object.values(routerContext.errors).map((error) =>
      isRouteErrorResponse(error) ? error.status : String(error),
    );
    return { kind: 'declined', reason: `a route failed: ${statuses.join(', ')}` };
  }
  const router = createStaticRouter(handler.dataRoutes, routerContext);
  const i18n = await createRenderI18n(request.language);
  const page = (
    <StrictMode>
      <AppProviders queryClient={context.queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const { queryClient } = context;
  if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length) {
    // The browser would show an error or retry here: it renders that itself.
    return { kind: 'declined', reason: 'a call failed' };
  }
  let html: string;
  try {
    html = await renderToHtml(page, request.signal);
  } catch (error) {
    if (error instanceof ServerRenderError) {
      return { kind: 'declined', reason: `a component failed: ${error.message}` };
    }
    throw error;
  }
  if (context.redirectTo !== undefined) {
    return request.jwt === null
      ? { kind: 'declined', reason: 'a signed-out page redirected' }
      : { kind: 'redirect', location: context.redirectTo };
  }
  const missing = findQueriesRenderedWithoutData(queryClient);
  if (missing.length > 0) {
    // A route's loader should have loaded it: the browser would show a loader where the server has none.
    return { kind: 'declined', reason: `rendered without its data: ${missing.join(', ')}` };
  }
  // Loading the app on the first touch suits only a page the app would draw as the server did: a
  // visitor's, with no query the app acts on once it runs (a referrer, an offer); a campaign's
  // parameters it only reads.
  const onIntent =
    request.jwt === null &&
    holdsOnlyCampaignParameters(new URL(request.url).search) &&
    hydratesOnIntent(routerContext.matches);
  return finish(html, queryClient, routerContext, onIntent);
}

/**
 * The router's request: a GET for the page, or the POST of a form sent without scripts, which the
 * page's route `action` answers before the page renders with its answer.
 */
function toRouterRequest({ url, form, signal }: PageRenderRequest): Request {
  if (form === undefined) {
    return new Request(url, { signal });
  }
  // A form posts to its page's own address; when that page is an index route (register-v2's first
  // step), React Router gives the form to the index route's action only with `?index`.
  const target = new URL(url);
  if (matchRoutes(routes, target.pathname)?.at(-1)?.route.index) {
    target.searchParams.set('index', '');
  }
  return new Request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal,
  });
}

function finish(
  html: string,
  queryClient: QueryClient,
  routerContext: StaticHandlerContext,
  hydrateOnIntent: boolean,
): PageRenderResult {
  const state: ServerRenderState = {
    queries: dehydrate(queryClient),
    router: { loaderData: routerContext.loaderData, actionData: routerContext.actionData, errors: null },
    routeIds: routerContext.matches.map((match) => match.route.id),
    ...(hydrateOnIntent ? { hydrateOnIntent: true as const } : {}),
  };
  const unfaithful = findNonJsonValue(state);
  if (unfaithful !== undefined) {
    return { kind: 'declined', reason: `state the browser cannot receive as JSON at ${unfaithful}` };
  }
  return routerContext.statusCode === 200
    ? { kind: 'page', html, state }
    : { kind: 'page', html, state, status: routerContext.statusCode };
}

/** Thrown when a component failed while rendering: React would leave that part to the browser. */
class ServerRenderError extends Error {}

async function renderToHtml(page: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(page, {
    signal,
    // Every part inline: a large one would otherwise come as a template revealed by an inline
    // script, which the CSP forbids (and the page is complete before it is sent anyway).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (signal.aborted) {
    throw signal.reason;
  }
  if (failure !== undefined) {
    throw new ServerRenderError(failure instanceof Error ? failure.message : String(failure), {
      cause: failure,
    });
  }
  return html;
}

/**
 * The keys of the queries the render created that have no data yet though they would fetch: a page
 * renders once, with the data its routes' loaders loaded, so each is a loader that forgot one.
 */
function findQueriesRenderedWithoutData(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
      return query.state.status === 'pending' && isEnabled && queryFn !== undefined && queryFn !== skipToken;
    })
    .map((query) => JSON.stringify(query.queryKey));
}
