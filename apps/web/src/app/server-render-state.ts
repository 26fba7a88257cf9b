import { SERVER_RENDER_STATE_ELEMENT_ID } from '@hearth/domain/server-render/page-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page sends beside its HTML (decision 012), in a JSON data block (the CSP
 * runs no inline script): the query cache and router data the server rendered with, and the id of
 * the session it rendered for, so a browser holding another session renders afresh instead.
 */
export interface ServerRenderState {
  queries: DehydratedState;
  router: HydrationState;
  /** The ids of the routes the server matched, root first. */
  routeIds: string[];
  /**
   * The app's scripts load on the visitor's first touch of the page, not after its paint (a
   * visitor's form page, decision 029; read by `public/hydrate-after-paint.js`).
   */
  hydrateOnIntent?: true;
}

export interface ServerRenderedPage extends ServerRenderState {
  /** The `jti` of the token the page was rendered for; null for a visitor's (signed-out) page. */
  sessionId: string | null;
}

/**
 * The path of the first value JSON would not carry back as it is (a Date, a class instance, a
 * function, a non-finite number), or undefined when the whole value survives the round trip.
 */
export function findNonJsonValue(value: unknown, path = '$'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return undefined;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : path;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = item === undefined ? `${path}[${index}]` : findNonJsonValue(item, `${path}[${index}]`);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      return path;
    }
    for (const [key, item] of Object.entries(value)) {
      // An undefined property is left out by JSON, and reads back as undefined all the same.
      const found = item === undefined ? undefined : findNonJsonValue(item, `${path}.${key}`);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
  return path;
}

/** The state a server-rendered page came with, or undefined (a page the server did not render). */
export function readServerRenderedPage(): ServerRenderedPage | undefined {
  const element = document.getElementById(SERVER_RENDER_STATE_ELEMENT_ID);
  if (!element?.textContent) {
    return undefined;
  }
  try {
    return JSON.parse(element.textContent) as ServerRenderedPage;
  } catch {
    return undefined;
  }
}
