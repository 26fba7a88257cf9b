import { zAuthModeLookup, zAuthModeQuery, zExternalStateQuery } from '../identity/auth-mode.ts';
import { AUTH_MODE_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-070/071 (OP-10, OP-31; decision 019): a lender's sign-in mode and the new mode's redirect. */
export const authModeApi = {
  lookup: defineEndpoint({
    id: 'authMode.lookup',
    method: 'GET',
    path: AUTH_MODE_API,
    auth: 'public',
    query: zAuthModeQuery,
    response: zAuthModeLookup,
  }),
  externalState: defineEndpoint({
    id: 'authMode.externalState',
    method: 'GET',
    path: `${AUTH_MODE_API}/external-state`,
    auth: 'public',
    query: zExternalStateQuery,
    // Answered with a 302 and its Location; nothing in the body.
    response: 'empty',
  }),
};
