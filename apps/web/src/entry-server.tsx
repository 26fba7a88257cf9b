import { AsyncLocalStorage } from 'node:async_hooks';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { dehydrate, type QueryClient, skipToken } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { page as routeModules } from './app/route-modules.ts';
import { routes } from './app/router.tsx';
import { findNonJsonValue, type ServerRenderState } from './app/server-render-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { type ServerRenderContext, setServerRenderContextReader } from './lib/render-context.ts';

/**
 * Server rendering of a signed-in page (decision 012). The server calls `renderPage` for a document
 * request that carries a valid session; the page renders with the data the browser would have
 * fetched, asked for through the API in-process, and the browser hydrates it from the state sent
 * beside it. Whatever the renderer cannot reproduce faithfully it declines, and the server sends
 * the plain app shell as before.
 */

export interface PageRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** `Bearer <jwt>`: the session the request carried. */
  jwt: string;
  org: OrgPayload;
  /** Calls the API in-process as this session (API paths relative to the origin). */
  fetch: typeof fetch;
  /** Aborts the render (the server's time limit). */
  signal: AbortSignal;
}

export type PageRenderResult =
  | { kind: 'page'; html: string; state: ServerRenderState }
  | { kind: 'redirect'; location: string }
  | { kind: 'declined'; reason: string };

/**
 * Each pass renders the page with the data at hand, then fetches what that render asked for (a
 * query rendered with no data yet); a waterfall (profile, then identity) takes a pass per step.
 */
export const MAX_RENDER_PASSES = 6;

const contexts = new AsyncLocalStorage<ServerRenderContext>();
setServerRenderContextReader(() => contexts.getStore());
const handler = createStaticHandler(routes);

/** Loads every page's code and strings, so the first borrower after a start does not wait for them. */
export async function warmUp(): Promise<void> {
  await Promise.all(Object.values(routeModules).map((load) => (load as () => Promise<unknown>)()));
}

export function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
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
  const routerContext = await handler.query(new Request(request.url, { signal: request.signal }));
  if (routerContext instanceof Response) {
    const location = routerContext.headers.get('location');
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
  const page = (
    <StrictMode>
      <AppProviders queryClient={context.queryClient}>
        <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const { queryClient } = context;
  for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
    await whenQueriesSettle(queryClient, request.signal);
    if (
      queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length
    ) {
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
      return { kind: 'redirect', location: context.redirectTo };
    }
    if (fetchQueriesTheRenderAskedFor(queryClient) === 0) {
      return finish(html, queryClient, routerContext);
    }
  }
  return { kind: 'declined', reason: `data still missing after ${MAX_RENDER_PASSES} passes` };
}

function finish(
  html: string,
  queryClient: QueryClient,
  routerContext: StaticHandlerContext,
): PageRenderResult {
  const state: ServerRenderState = {
    queries: dehydrate(queryClient),
    router: { loaderData: routerContext.loaderData, actionData: null, errors: null },
    routeIds: routerContext.matches.map((match) => match.route.id),
  };
  const unfaithful = findNonJsonValue(state);
  if (unfaithful !== undefined) {
    return { kind: 'declined', reason: `state the browser cannot receive as JSON at ${unfaithful}` };
  }
  return { kind: 'page', html, state };
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

/** Starts every query a render created without data (and may fetch); answers how many. */
function fetchQueriesTheRenderAskedFor(queryClient: QueryClient): number {
  let started = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
    const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    if (
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      isEnabled &&
      queryFn !== undefined &&
      queryFn !== skipToken
    ) {
      // A failure shows as the query's error status, which the next pass declines on.
      query.fetch().catch(() => undefined);
      started += 1;
    }
  }
  return started;
}

function whenQueriesSettle(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  if (signal.aborted) {
    return Promise.reject(signal.reason);
  }
  if (queryClient.isFetching() === 0) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal.reason);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        stop();
        resolve();
      }
    });
    signal.addEventListener('abort', onAbort);
  });
}
