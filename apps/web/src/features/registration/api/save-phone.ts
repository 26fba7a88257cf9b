import { apiFetch } from '../../../lib/api-client.ts';

export const IDENTITY_V1_PATH = '/identity/secure/api/v1/identity';
export const ALIAS_PATH = '/identity/secure/api/v1/identity/alias';

interface IdentityAliases {
  aliases?: { type: string; value: string }[];
}

/** REG-037: the identity's phone alias, read with the (new) token. */
export async function hasPhoneAlias(): Promise<boolean> {
  const identity = await apiFetch<IdentityAliases>(IDENTITY_V1_PATH);
  return (identity?.aliases ?? []).some((alias) => alias.type === 'Phone' && alias.value !== '');
}

/** API-049: PUT …/identity/alias {type: 'Phone', value}. */
export async function savePhone(phoneNumber: string): Promise<void> {
  await apiFetch<unknown>(ALIAS_PATH, { method: 'PUT', body: { type: 'Phone', value: phoneNumber } });
}
