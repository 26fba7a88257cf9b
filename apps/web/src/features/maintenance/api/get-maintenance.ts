import { featureFlagsApi } from '@hearth/domain/api/org-api';
import {
  MAINTENANCE_DEFAULTS,
  MAINTENANCE_FLAG,
  type MaintenanceVariables,
  zFeatureFlag,
} from '@hearth/domain/org/feature-flags';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

const NO_MAINTENANCE: MaintenanceVariables = { ...MAINTENANCE_DEFAULTS, routes: [] };

/** ORG-041, API-067: the fe-heloc-maintenance flag's variables, defaults filled in (ERR-008/009). */
export function toMaintenanceVariables(flags: unknown): MaintenanceVariables {
  const parsed = z.array(zFeatureFlag).safeParse(flags);
  const flag = parsed.success ? parsed.data.find((item) => item.key === MAINTENANCE_FLAG) : undefined;
  if (!flag?.enabled) {
    return NO_MAINTENANCE;
  }
  const values = Object.fromEntries(flag.variables.map((variable) => [variable.key, variable.defaultValue]));
  const pick = <K extends keyof MaintenanceVariables>(key: K, isValid: (value: unknown) => boolean) =>
    (isValid(values[key]) && values[key] !== ''
      ? values[key]
      : MAINTENANCE_DEFAULTS[key]) as MaintenanceVariables[K];
  return {
    routes: pick('routes', Array.isArray),
    message: pick('message', (value) => typeof value === 'string'),
    pageTitle: pick('pageTitle', (value) => typeof value === 'string'),
    shouldShowDashboardLink: pick('shouldShowDashboardLink', (value) => typeof value === 'boolean'),
  };
}

/** API-067 asks for every flag of the organisation, named as the tracked user's attribute. */
const maintenanceInput = (orgCode: string) => ({
  params: { context: 'heloc' },
  body: { optimizeUser: { attributes: { organization: orgCode } } },
});

/** The maintenance variables of the organisation (ERR-008/009 defaults filled in). */
export async function getMaintenance(orgCode: string, signal?: AbortSignal): Promise<MaintenanceVariables> {
  const flags = await callEndpoint(featureFlagsApi.features, maintenanceInput(orgCode), {
    signal,
    skipSessionRedirect: true,
  });
  return toMaintenanceVariables(flags);
}

export function getMaintenanceQueryOptions(orgCode: string) {
  return queryOptions({
    ...endpointQuery(featureFlagsApi.features, maintenanceInput(orgCode), undefined, {
      skipSessionRedirect: true,
    }),
    select: toMaintenanceVariables,
    staleTime: 5 * 60_000,
  });
}
