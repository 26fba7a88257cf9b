import { zProfileType } from '@hearth/domain/enums/profile-type';
import { NO_PROFILE_UUID_MESSAGE } from '@hearth/domain/errors/error-messages';
import type { LegalName } from '@hearth/domain/journey/signature-name';
import { z } from 'zod';
import { apiFetch } from './api-client.ts';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** 000 §7: name, email, phoneNumbers, addresses, dob, type, uuid — the fields the shell reads. */
export const zSessionProfile = z
  .object({
    uuid: z.string().min(1, NO_PROFILE_UUID_MESSAGE),
    email: z.string().optional(),
    type: zProfileType.catch('BORROWER'),
  })
  .loose();
export type SessionProfile = z.infer<typeof zSessionProfile>;

/** GET /service-profile/api/v1/profile; a 401 answers "not signed in" rather than redirecting. */
export async function getProfile(signal?: AbortSignal): Promise<SessionProfile> {
  const body = await apiFetch<unknown>(PROFILE_PATH, { signal, skipSessionRedirect: true });
  return zSessionProfile.parse(body);
}

export function getProfileQueryOptions(jwt: string | null) {
  return {
    queryKey: ['profile', jwt] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getProfile(signal),
    enabled: jwt !== null,
    staleTime: Number.POSITIVE_INFINITY,
  };
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
