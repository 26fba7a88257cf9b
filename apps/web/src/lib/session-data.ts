import { getIdentityQueryOptions } from './identity.ts';
import { getProfileQueryOptions, type SessionProfile, zSessionProfile } from './profile.ts';
import { loadQuery } from './route-data.ts';
import { getJwt } from './storage.ts';

/**
 * A route loader's part of the session (SessionProvider, lib/session.tsx): the signed-in visitor's
 * profile, then — for an additional signer only, as the provider asks — their identity. Undefined
 * when nobody is signed in or the profile cannot be read (the provider handles that, ERR-026).
 */
export async function loadSession(): Promise<SessionProfile | undefined> {
  const jwt = getJwt();
  if (jwt === null) {
    return undefined;
  }
  const parsed = zSessionProfile.safeParse(await loadQuery(getProfileQueryOptions(jwt)));
  if (!parsed.success) {
    return undefined;
  }
  if (parsed.data.type === 'CO_DEEDER') {
    await loadQuery(getIdentityQueryOptions(jwt, true));
  }
  return parsed.data;
}
