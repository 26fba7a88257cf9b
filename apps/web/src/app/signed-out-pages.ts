import type { RouteObject } from 'react-router';

/** A route a visitor's first request may be rendered for on the server (decision 012, signed out). */
export const SIGNED_OUT_PAGE = { signedOut: true } as const;

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
