import {
  MAINTENANCE_DEFAULTS,
  MAINTENANCE_FLAG,
  type MaintenanceVariables,
  zFeatureFlag,
} from '@hearth/domain/org/feature-flags';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const FEATURES_PATH = '/service-optimize/heloc/api/v1/features';

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

/** POST /service-optimize/heloc/api/v1/features with optimizeUser attributes {organization}. */
export async function getMaintenance(orgCode: string, signal?: AbortSignal): Promise<MaintenanceVariables> {
  const flags = await apiFetch<unknown>(FEATURES_PATH, {
    method: 'POST',
    body: { optimizeUser: { attributes: { organization: orgCode } } },
    signal,
    skipSessionRedirect: true,
  });
  return toMaintenanceVariables(flags);
}

export function getMaintenanceQueryOptions(orgCode: string) {
  return {
    queryKey: ['feature-flags', 'maintenance', orgCode] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getMaintenance(orgCode, signal),
    staleTime: 5 * 60_000,
  };
}
