import type { HmdaBody, HmdaResult } from '@hearth/domain/journey/hmda';
import type { ProfileInfoBody, ProfileInfoResult } from '@hearth/domain/journey/profile-info';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getDocumentsQueryOptions, getHelocPath } from '../../../lib/heloc-application.ts';

/** 007: COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED. */
export function postProfileInfo(uuid: string, body: ProfileInfoBody): Promise<ProfileInfoResult> {
  return apiFetch(getHelocPath(uuid, '/profile-info'), { method: 'POST', body });
}

/** 007: HMDA → HMDA_SUBMITTED. */
export function postHmda(uuid: string, body: HmdaBody): Promise<HmdaResult> {
  return apiFetch(getHelocPath(uuid, '/hmda'), { method: 'POST', body });
}

export function useApplicationDocuments(uuid: string) {
  return useQuery(getDocumentsQueryOptions(uuid));
}
