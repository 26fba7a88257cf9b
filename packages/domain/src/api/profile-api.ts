import { zOrgQuery } from '../identity/org-query.ts';
import { zProfileLanguageBody } from '../profile/language.ts';
import { zProfile } from '../profile/profile-dto.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * API-010/011: the caller's profile, dob masked to the year, the SSN only as hasSsn; and the
 * language the borrower is written to in.
 */
export const profileApi = {
  get: defineEndpoint({
    id: 'profile.get',
    method: 'GET',
    path: '/service-profile/api/v1/profile',
    auth: 'bearer',
    query: zOrgQuery,
    response: zProfile,
  }),
  /** The borrower's own language; everything sent to them afterwards is written in it. */
  setLanguage: defineEndpoint({
    id: 'profile.setLanguage',
    method: 'PUT',
    path: '/service-profile/api/v1/profile/language',
    auth: 'bearer',
    query: zOrgQuery,
    body: zProfileLanguageBody,
    response: zProfile,
  }),
};
