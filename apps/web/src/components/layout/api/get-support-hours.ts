import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { toLanguage } from '@hearth/domain/i18n/language';
import { describeWeekHours } from '@hearth/domain/org/describe-hours';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { useWeekHoursLines } from '../../../lib/week-hours.ts';

/** The readable lines asked for with display=true. */
const toDisplayedHours = (hours: { display?: string[] }) => hours.display;

/** API-042: the phone line's hours as readable lines in Pacific time ("Monday – Friday: …PT"), per org. */
export function getSupportHoursQueryOptions(orgCode: string) {
  return queryOptions({
    ...endpointQuery(
      operatingHoursApi.hours,
      { params: { department: 'OPS_PHONE' }, query: { display: 'true' } },
      orgCode,
    ),
    select: toDisplayedHours,
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * ORG-030: the served hours; the payload's week (same source) stands in until the call answers. The
 * served lines are English, so a page in another language writes the payload's week in its own.
 */
export function useSupportHours(org: OrgPayload): string[] {
  const { i18n } = useTranslation();
  const week = org.orgMetaData.companyInfo.supportHours;
  const query = useQuery(getSupportHoursQueryOptions(org.orgCode));
  const inPageLanguage = useWeekHoursLines(week);
  if (toLanguage(i18n.language) !== 'en') {
    return inPageLanguage;
  }
  return query.data ?? describeWeekHours(week);
}
