/**
 * RTE-030: whether a path is under maintenance. A pattern is an exact path, or a prefix ending in
 * `*` ("/account/heloc/register*"); a trailing slash on the path is ignored.
 */
export function isRouteUnderMaintenance(routes: readonly string[], pathname: string): boolean {
  const path = trimTrailingSlash(pathname);
  return routes.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === trimTrailingSlash(pattern),
  );
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
