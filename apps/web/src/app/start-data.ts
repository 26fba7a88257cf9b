import { getStateLicensesQueryOptions } from '../components/layout/api/get-state-licenses.ts';
import { getSupportHoursQueryOptions } from '../components/layout/api/get-support-hours.ts';
import { getMaintenanceQueryOptions } from '../features/maintenance/api/get-maintenance.ts';
import { getProfileQueryOptions } from '../lib/profile.ts';
import { queryClient } from '../lib/query-client.ts';
import { getJwt } from '../lib/storage.ts';

/**
 * What every page waits for or shows, asked for as the app starts instead of when the component
 * that reads it mounts: the maintenance flag (every page waits for it), a signed-in visitor's
 * profile (every signed-in page waits for it) and the header's and footer's hours and licences. On a
 * slow phone each would otherwise cost a round trip after the code that asks for it has run.
 */
export function prefetchStartData(orgCode: string | undefined): void {
  const jwt = getJwt();
  if (jwt !== null) {
    void queryClient.prefetchQuery(getProfileQueryOptions(jwt));
  }
  if (orgCode !== undefined) {
    void queryClient.prefetchQuery(getMaintenanceQueryOptions(orgCode));
    void queryClient.prefetchQuery(getSupportHoursQueryOptions(orgCode));
    void queryClient.prefetchQuery(getStateLicensesQueryOptions(orgCode));
  }
}
