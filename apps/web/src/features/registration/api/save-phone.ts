import { identityApi } from '@hearth/domain/api/identity-api';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** REG-037: the identity's phone alias, read with the (new) token. */
export async function hasPhoneAlias(): Promise<boolean> {
  const identity = await callEndpoint(identityApi.get, {});
  return (identity?.aliases ?? []).some((alias) => alias.type === 'Phone' && alias.value !== '');
}

/** API-049: PUT …/identity/alias {type: 'Phone', value}. */
export async function savePhone(phoneNumber: string): Promise<void> {
  await callEndpoint(identityApi.saveAlias, { body: { type: 'Phone', value: phoneNumber } });
}
