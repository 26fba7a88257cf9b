import { orgApi } from '@hearth/domain/api/org-api';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { getStateName } from '@hearth/domain/org/us-states';
import type { Language } from '@hearth/domain/profile/language';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** API-030: the organisation's state licences (footer ORG-028, /licenses). */
export function getStateLicensesQueryOptions(orgCode: string) {
  return queryOptions({
    ...endpointQuery(orgApi.stateLicenses, { query: { orgCode } }),
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The licensed states' codes and names in the page's language, sorted by name; the payload's list
 * stands in until the call answers.
 */
export function useLicensedStates(org: OrgPayload, language: Language) {
  const query = useQuery(getStateLicensesQueryOptions(org.orgCode));
  const codes = query.data?.map((license) => license.abbrev) ?? org.orgMetaData.heloc.licensedStates;
  return codes
    .map((code) => ({ code, name: getStateName(code, language) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
