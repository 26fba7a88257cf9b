import { getSafeRedirectUrl } from '../../../lib/login-redirect.ts';
import { withPreservedQuery } from '../../../lib/preserved-query.ts';

/** Where a log-in leads: `redirectUrl` when it is our own page, else the dashboard (RTE-013). */
export function findLoginTarget(searchParams: URLSearchParams): string {
  return withPreservedQuery(getSafeRedirectUrl(searchParams.get('redirectUrl')), searchParams.toString());
}
