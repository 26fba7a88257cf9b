/**
 * Paths the API owns; every other GET is a page of the SPA. `/waitlist` is not here: GET /waitlist
 * is a page, and its POSTs are API calls because every non-GET request is (see isApiRequest).
 */
export const API_PATH_PREFIXES = [
  '/service-',
  '/identity',
  '/identity-broker',
  '/a/external',
  '/api',
  '/docs',
  '/healthz',
  '/metrics',
  '/ft',
  // The staff API; the ops console's own pages may live beside it under /ops.
  '/ops/api',
] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('-') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** A request the SPA does not answer: an API path, or any method but GET/HEAD (POST /waitlist…). */
export function isApiRequest(method: string, url: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || isApiPath(url);
}
