import { zOrgQuery } from '../identity/org-query.ts';
import { zProfile } from '../profile/profile-dto.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-010/011: the caller's profile, dob masked to the year, the SSN only as hasSsn. */
export const profileApi = {
  get: defineEndpoint({
    id: 'profile.get',
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    auth: 'bearer',
    query: zOrgQuery,
    response: zProfile,
  }),
};
