/** RTE-031: of the current query, only `webchat` is carried to the next page. */
export const PRESERVED_QUERY_KEYS = ['webchat'] as const;

/** `to` with the preserved query values of `currentSearch` added (values already in `to` win). */
export function withPreservedQuery(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashIndex = to.indexOf('#');
  const hash = hashIndex >= 0 ? to.slice(hashIndex) : '';
  const withoutHash = hashIndex >= 0 ? to.slice(0, hashIndex) : to;
  const queryIndex = withoutHash.indexOf('?');
  const path = queryIndex >= 0 ? withoutHash.slice(0, queryIndex) : withoutHash;
  const next = new URLSearchParams(queryIndex >= 0 ? withoutHash.slice(queryIndex + 1) : '');
  for (const key of PRESERVED_QUERY_KEYS) {
    const value = current.get(key);
    if (value !== null && !next.has(key)) {
      next.set(key, value);
    }
  }
  const query = next.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
