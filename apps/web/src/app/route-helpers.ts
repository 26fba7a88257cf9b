import type { ComponentType } from 'react';
import { type LazyRouteFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { importWithRetry } from '../lib/lazy-with-retry.ts';
import { withPreservedQuery } from '../lib/preserved-query.ts';
import type routesCatalogue from '../locales/en/routes.json';

/** A page of the route table (routes.json `pages`), named in its route's `handle`. */
export type PageId = keyof (typeof routesCatalogue)['pages'];

/**
 * What a route module exports (CONTRACT: `Component`, optionally the `loader` of its page's data and
 * the `action` that answers its form when sent without scripts).
 */
interface RouteModule {
  Component: ComponentType;
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
}

/**
 * A lazily imported route module, with the dynamic-import retry of ERR-005. `namespaces` are the
 * catalogues its page reads (lib/i18n.ts): fetched beside the module, not after it renders and
 * suspends, so a first visit waits for one round of downloads instead of two. The page's loader
 * (decision 016) runs once both are in, beside the loaders of the routes around it.
 *
 * A function, not React Router's lazy object: the router empties a lazy object as it loads it, and
 * the one route table serves every router made from it (the server's, tests').
 */
export function lazyModule(
  load: () => Promise<RouteModule>,
  namespaces: readonly string[] = [],
): LazyRouteFunction<RouteObject> {
  const loadWithRetry = importWithRetry(load);
  return async () => {
    const [module] = await Promise.all([loadWithRetry(), loadNamespaces(...namespaces)]);
    const { Component, loader, action } = module;
    return { Component, ...(loader ? { loader } : {}), ...(action ? { action } : {}) };
  };
}

/** Loads a lazy route's module into it, as React Router does when the route matches. */
export async function loadLazyRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy === 'function') {
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }
}

export type RedirectTarget = (url: URL, params: LoaderFunctionArgs['params']) => string;

/**
 * How much of the query a redirect keeps: only `webchat` (RTE-031), all of it (RTE-019 aliases), or
 * none because the target carries its own.
 */
export type QueryPolicy = 'webchat' | 'all' | 'own';

export function redirectLoader(target: RedirectTarget, query: QueryPolicy = 'webchat') {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = target(url, params);
    if (query === 'own') {
      return redirect(to);
    }
    return redirect(query === 'all' ? `${to}${url.search}${url.hash}` : withPreservedQuery(to, url.search));
  };
}

/** A redirect route never renders; it still needs a component so the router has a leaf to match. */
function Redirecting() {
  return null;
}

export function redirectRoute(
  path: string,
  target: RedirectTarget | string,
  query: QueryPolicy = 'webchat',
): RouteObject {
  const resolve = typeof target === 'string' ? () => target : target;
  return { path, loader: redirectLoader(resolve, query), Component: Redirecting };
}

/** The path `levels` segments up from the request's path ("index goes up"), plus `then` if given. */
export function up(levels: number, then?: string): RedirectTarget {
  return (url) => {
    const segments = url.pathname.replace(/\/+$/, '').split('/');
    const parent = segments.slice(0, Math.max(1, segments.length - levels)).join('/') || '/';
    return then ? `${parent === '/' ? '' : parent}/${then}` : parent;
  };
}

/** "Index routes of groups redirect to the parent" (000 §2). */
export function indexUp(): RouteObject {
  return indexRedirect(up(1));
}

export function indexRedirect(target: RedirectTarget | string, query: QueryPolicy = 'webchat'): RouteObject {
  const resolve = typeof target === 'string' ? () => target : target;
  return { index: true, loader: redirectLoader(resolve, query), Component: Redirecting };
}
