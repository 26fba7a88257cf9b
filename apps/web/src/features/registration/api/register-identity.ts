import { identityApi } from '@hearth/domain/api/identity-api';
import type { RegisterBody } from '@hearth/domain/validation/register-body';
import { ApiError } from '../../../lib/api-error.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** API-048: POST …/register?organization=CODE {email, password, phoneNumber} → {jwt}. */
export async function registerIdentity(orgCode: string, body: RegisterBody): Promise<string> {
  const response = await callEndpoint(
    identityApi.register,
    { query: { organization: orgCode }, body },
    { skipSessionRedirect: true },
  );
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
