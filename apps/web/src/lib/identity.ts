import { z } from 'zod';
import { apiFetch } from './api-client.ts';

export const IDENTITY_PATH = '/identity/secure/api/v1_1/identity';

/** API-046 / API-012: the shell only needs to know whether the identity is also a broker. */
const zSessionIdentity = z.object({ uuid: z.string(), isBroker: z.boolean() }).loose();

export async function getIdentity(signal?: AbortSignal) {
  return zSessionIdentity.parse(
    await apiFetch<unknown>(IDENTITY_PATH, { signal, skipSessionRedirect: true }),
  );
}

/** Asked only for additional signers: ORG-017 shows them Dashboard when they are also a broker. */
export function getIdentityQueryOptions(jwt: string | null, enabled: boolean) {
  return {
    queryKey: ['identity', jwt] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getIdentity(signal),
    enabled: jwt !== null && enabled,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
