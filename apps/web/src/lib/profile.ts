import { profileApi } from '@hearth/domain/api/profile-api';
import { zProfileType } from '@hearth/domain/enums/profile-type';
import { NO_PROFILE_UUID_MESSAGE } from '@hearth/domain/errors/error-messages';
import type { LegalName } from '@hearth/domain/journey/signature-name';
import { zLanguage } from '@hearth/domain/profile/language';
import type { Profile } from '@hearth/domain/profile/profile-dto';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint.ts';
import { endpointQuery } from './query-keys.ts';
import { sessionScope } from './storage.ts';

/** 000 §7: name, email, phoneNumbers, addresses, dob, type, uuid, language — the fields the shell reads. */
export const zSessionProfile = z
  .object({
    uuid: z.string().min(1, NO_PROFILE_UUID_MESSAGE),
    email: z.string().optional(),
    type: zProfileType.catch('BORROWER'),
    /** The language the borrower chose on any device (decision 036). */
    language: zLanguage.optional().catch(undefined),
  })
  .loose();
export type SessionProfile = z.infer<typeof zSessionProfile>;

/** ERR-025: the shell's view of the profile; one without a uuid is an error, not a session. */
function toSessionProfile(profile: unknown): SessionProfile {
  return zSessionProfile.parse(profile);
}

/** A 401 answers "not signed in" rather than redirecting. */
const PROFILE_CALL = { skipSessionRedirect: true };

/** API-010: the caller's profile, as the query caches it; refused (ERR-025) without a uuid. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await callEndpoint(profileApi.get, {}, { ...PROFILE_CALL, signal });
  toSessionProfile(profile);
  return profile;
}

export function getProfileQueryOptions(jwt: string | null) {
  return queryOptions({
    ...endpointQuery(profileApi.get, {}, sessionScope(jwt), PROFILE_CALL),
    select: toSessionProfile,
    enabled: jwt !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const zProfileLegalName = z.object({
  firstName: z.string().nullable().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  suffix: z.string().nullable().optional(),
});

/** The signed-in person's legal name (API-011 `name`), which their typed signatures must be; undefined when not known. */
export function readLegalName(profile: SessionProfile | undefined): LegalName | undefined {
  const parsed = zProfileLegalName.safeParse(profile?.name);
  return parsed.success && (parsed.data.firstName || parsed.data.lastName) ? parsed.data : undefined;
}
