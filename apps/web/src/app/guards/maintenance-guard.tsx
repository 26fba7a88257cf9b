import { isRouteUnderMaintenance } from '@hearth/domain/org/maintenance-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { getMaintenanceQueryOptions } from '../../features/maintenance/api/get-maintenance.ts';
import { MaintenancePage } from '../../features/maintenance/components/maintenance-page.tsx';
import { getOrgCode, useOrg } from '../../lib/org.tsx';
import { loadQuery } from '../../lib/route-data.ts';

/**
 * RTE-030, ORG-041: the maintenance page replaces a page only when its path matches one of the
 * fe-heloc-maintenance flag's routes. When the flag call fails, pages show as usual.
 */
export function MaintenanceGuard() {
  const { orgCode } = useOrg();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const { data, isPending } = useQuery(getMaintenanceQueryOptions(orgCode));
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center">
        {t('loading')}
      </p>
    );
  }
  if (data && isRouteUnderMaintenance(data.routes, pathname)) {
    return <MaintenancePage variables={data} />;
  }
  return <Outlet />;
}

/** The flag decides whether the page shows at all: every page waits for it. */
export async function maintenanceLoader(): Promise<null> {
  await loadQuery(getMaintenanceQueryOptions(getOrgCode()));
  return null;
}
