import { type StateLicense, zStateLicenses } from '@hearth/domain/org/eligibility';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { getStateName } from '@hearth/domain/org/us-states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

/** API-030: the organisation's state licences (footer ORG-028, /licenses). */
export async function getStateLicenses(orgCode: string, signal?: AbortSignal): Promise<StateLicense[]> {
  const body = await apiFetch<unknown>(STATE_LICENSES_PATH, { query: { orgCode }, signal });
  return zStateLicenses.parse(body);
}

export function getStateLicensesQueryOptions(orgCode: string) {
  return queryOptions({
    queryKey: ['state-licenses', orgCode],
    queryFn: ({ signal }) => getStateLicenses(orgCode, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The licensed state names, sorted; the payload's list stands in until the call answers. */
export function useLicensedStateNames(org: OrgPayload) {
  const query = useQuery(getStateLicensesQueryOptions(org.orgCode));
  const codes = query.data?.map((license) => license.abbrev) ?? org.orgMetaData.heloc.licensedStates;
  return codes.map((code) => getStateName(code) ?? code).sort((a, b) => a.localeCompare(b));
}
