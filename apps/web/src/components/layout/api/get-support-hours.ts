import { describeWeekHours } from '@hearth/domain/org/describe-hours';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const SUPPORT_HOURS_PATH = '/service-operating-hours/external/api/v1/hours/OPS_PHONE';

const zDisplayedHours = z.object({ display: z.array(z.string()) });

/** API-042: the phone line's hours as readable lines in Pacific time ("Monday – Friday: …PT"). */
export async function getSupportHours(signal?: AbortSignal): Promise<string[]> {
  const body = await apiFetch<unknown>(SUPPORT_HOURS_PATH, { query: { display: 'true' }, signal });
  return zDisplayedHours.parse(body).display;
}

export function getSupportHoursQueryOptions(orgCode: string) {
  return queryOptions({
    queryKey: ['operating-hours', 'OPS_PHONE', orgCode],
    queryFn: ({ signal }) => getSupportHours(signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** ORG-030: the served hours; the payload's week (same source) stands in until the call answers. */
export function useSupportHours(org: OrgPayload): string[] {
  const query = useQuery(getSupportHoursQueryOptions(org.orgCode));
  return query.data ?? describeWeekHours(org.orgMetaData.companyInfo.supportHours);
}
