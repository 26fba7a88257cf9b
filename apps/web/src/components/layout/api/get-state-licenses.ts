import { orgApi } from '@hearth/domain/api/org-api';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { getStateName } from '@hearth/domain/org/us-states';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** API-030: the organisation's state licences (footer ORG-028, /licenses). */
export function getStateLicensesQueryOptions(orgCode: string) {
  return queryOptions({
    ...endpointQuery(orgApi.stateLicenses, { query: { orgCode } }),
    staleTime: 60 * 60 * 1000,
  });
}

/** The licensed state names, sorted; the payload's list stands in until the call answers. */
export function useLicensedStateNames(org: OrgPayload) {
  const query = useQuery(getStateLicensesQueryOptions(org.orgCode));
  const codes = query.data?.map((license) => license.abbrev) ?? org.orgMetaData.heloc.licensedStates;
  return codes.map((code) => getStateName(code) ?? code).sort((a, b) => a.localeCompare(b));
}
