import { z } from 'zod';
import { zStaffSignedIn } from '../ops/staff-dto.ts';
import {
  zPasskeyLoginBody,
  zPasskeyLoginOptionsBody,
  zPasskeyOptions,
  zPasskeyParams,
  zPasskeyRegistrationBody,
  zStaffPasskey,
} from '../ops/staff-passkey.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * WebAuthn passkeys as a staff user's second factor, instead of an authentication code: a signed-in
 * user registers and removes their own; after the password step (`opsApi.login`) a passkey
 * assertion signs in like `staffApi.secondFactor`.
 */
export const passkeyApi = {
  list: defineEndpoint({
    id: 'passkey.list',
    permission: 'session',
    method: 'GET',
    path: `${OPS_API}/me/passkeys`,
    auth: 'staff',
    response: z.array(zStaffPasskey),
  }),
  registrationOptions: defineEndpoint({
    id: 'passkey.registrationOptions',
    permission: 'session',
    method: 'POST',
    path: `${OPS_API}/me/passkeys/options`,
    auth: 'staff',
    response: zPasskeyOptions,
  }),
  register: defineEndpoint({
    id: 'passkey.register',
    permission: 'session',
    method: 'POST',
    path: `${OPS_API}/me/passkeys`,
    auth: 'staff',
    body: zPasskeyRegistrationBody,
    response: zStaffPasskey,
    status: 201,
  }),
  remove: defineEndpoint({
    id: 'passkey.remove',
    permission: 'session',
    method: 'DELETE',
    path: `${OPS_API}/me/passkeys/:uuid`,
    auth: 'staff',
    params: zPasskeyParams,
    response: 'empty',
    status: 204,
  }),
  loginOptions: defineEndpoint({
    id: 'passkey.loginOptions',
    method: 'POST',
    path: `${OPS_API}/login/passkey/options`,
    auth: 'public',
    body: zPasskeyLoginOptionsBody,
    response: zPasskeyOptions,
  }),
  login: defineEndpoint({
    id: 'passkey.login',
    method: 'POST',
    path: `${OPS_API}/login/passkey`,
    auth: 'public',
    body: zPasskeyLoginBody,
    response: zStaffSignedIn,
  }),
};
