import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const REGISTER_PATH = '/identity/api/v1/registration/register';

/** API-048: POST …/register?organization=CODE {email, password, phoneNumber} → {jwt}. */
export async function registerIdentity(
  orgCode: string,
  body: { email: string; password: string; phoneNumber: string },
): Promise<string> {
  const response = await apiFetch<{ jwt: string }>(REGISTER_PATH, {
    method: 'POST',
    query: { organization: orgCode },
    body,
    skipSessionRedirect: true,
  });
  return response.jwt;
}

/** REG-050: a 401, or the 'identity exists' answer (409 from our server), means the account exists. */
export function isIdentityExistsError(error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  const saysExists = error.messages.some((message) => message.toLowerCase().includes('identity exists'));
  return error.status === 401 || saysExists;
}
