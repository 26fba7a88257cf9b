import type { RouteObject } from 'react-router';

/** A route a visitor's first request may be rendered for on the server (decision 012, signed out). */
export const SIGNED_OUT_PAGE = { signedOut: true } as const;

/**
 * A visitor's first page that is a form its server answers without scripts (its route `action`):
 * register-v2's first step and the log-in. The app's scripts load when the visitor reaches for the
 * page, not with it (decision 029): until then it is the server's page, and works as one.
 */
export const SIGNED_OUT_FORM_PAGE = { signedOut: true, hydrateOnIntent: true } as const;

/**
 * True when the deepest matched route is marked a signed-out page: the log-in, registration's first
 * pages, the waitlist and the legal pages. They read nothing a visitor's browser holds that the
 * server lacks, except a register step's answers (sessionStorage), whose redirects the server
 * leaves to the browser.
 */
export function isSignedOutPage(matches: { route: RouteObject }[] | null): boolean {
  const deepest = matches?.at(-1)?.route.handle as { signedOut?: boolean } | undefined;
  return deepest?.signedOut === true;
}

/** True when the deepest matched route's page loads the app's scripts on the visitor's first touch. */
export function hydratesOnIntent(matches: { route: RouteObject }[] | null): boolean {
  const deepest = matches?.at(-1)?.route.handle as { hydrateOnIntent?: boolean } | undefined;
  return deepest?.hydrateOnIntent === true;
}
