import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import type { HmdaBody, HmdaResult } from '@hearth/domain/journey/hmda';
import type { ProfileInfoBody, ProfileInfoResult } from '@hearth/domain/journey/profile-info';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { getDocumentsQueryOptions } from '../../../lib/heloc-application.ts';

/** 007: COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED. */
export function postProfileInfo(uuid: string, body: ProfileInfoBody): Promise<ProfileInfoResult> {
  return callEndpoint(borrowerInfoApi.profileInfo, { params: { uuid }, body });
}

/** 007: HMDA → HMDA_SUBMITTED. */
export function postHmda(uuid: string, body: HmdaBody): Promise<HmdaResult> {
  return callEndpoint(borrowerInfoApi.hmda, { params: { uuid }, body });
}

export function useApplicationDocuments(uuid: string) {
  return useQuery(getDocumentsQueryOptions(uuid));
}
