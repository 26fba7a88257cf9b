import { zApplicationParams } from '../application/heloc-application-dto.ts';
import {
  zAudienceParams,
  zBrokerLoginQuery,
  zBrokerLoginResponse,
  zRedirectResponse,
  zSelfInfo,
} from '../identity/broker-dto.ts';
import {
  zAliasBody,
  zIdentity,
  zIdentityProfile,
  zJwtResponse,
  zLoginResponse,
  zOrgQuery,
  zRegisterQuery,
} from '../identity/identity-dto.ts';
import { zIdentityDocumentsResult } from '../journey/identity-documents.ts';
import { zLoginBody } from '../validation/login-body.ts';
import { zRegisterBody } from '../validation/register-body.ts';
import { HELOC_API, IDENTITY_API, IDENTITY_BROKER_API, IDENTITY_SECURE_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-045…049: registration, log-in, the caller's identity (v1, v1_1) and the phone alias. */
export const identityApi = {
  register: defineEndpoint({
    id: 'identity.register',
    method: 'POST',
    path: `${IDENTITY_API}/registration/register`,
    auth: 'public',
    query: zRegisterQuery,
    body: zRegisterBody,
    response: zJwtResponse,
  }),
  login: defineEndpoint({
    id: 'identity.login',
    method: 'POST',
    path: `${IDENTITY_API}/login`,
    auth: 'public',
    query: zOrgQuery,
    body: zLoginBody,
    response: zLoginResponse,
  }),
  get: defineEndpoint({
    id: 'identity.get',
    method: 'GET',
    path: `${IDENTITY_SECURE_API}/v1/identity`,
    auth: 'bearer',
    query: zOrgQuery,
    response: zIdentity,
  }),
  profile: defineEndpoint({
    id: 'identity.profile',
    method: 'GET',
    path: `${IDENTITY_SECURE_API}/v1_1/identity`,
    auth: 'bearer',
    query: zOrgQuery,
    response: zIdentityProfile,
  }),
  saveAlias: defineEndpoint({
    id: 'identity.saveAlias',
    method: 'PUT',
    path: `${IDENTITY_SECURE_API}/v1/identity/alias`,
    auth: 'bearer',
    query: zOrgQuery,
    body: zAliasBody,
    response: zIdentity,
  }),
};

/** API-044, API-050, API-051: the identity broker's self-info, log-in and logout. */
export const identityBrokerApi = {
  selfInfo: defineEndpoint({
    id: 'identityBroker.selfInfo',
    method: 'GET',
    path: `${IDENTITY_BROKER_API}/secure/api/v3/self/helocinfo`,
    auth: 'bearer',
    params: zAudienceParams,
    query: zOrgQuery,
    response: zSelfInfo,
  }),
  login: defineEndpoint({
    id: 'identityBroker.login',
    method: 'POST',
    path: `${IDENTITY_BROKER_API}/api/v3/login`,
    auth: 'public',
    params: zAudienceParams,
    query: zBrokerLoginQuery,
    body: zLoginBody,
    response: zBrokerLoginResponse,
  }),
  logout: defineEndpoint({
    id: 'identityBroker.logout',
    method: 'POST',
    path: `${IDENTITY_BROKER_API}/secure/api/v3/logout`,
    auth: 'bearer',
    params: zAudienceParams,
    query: zOrgQuery,
    response: zRedirectResponse,
  }),
};

/** Decision 007: the borrower's ID for IDENTITY_VERIFICATION (multipart `idType`, `front`, `back?`). */
export const identityDocumentsApi = {
  upload: defineEndpoint({
    id: 'identityDocuments.upload',
    method: 'POST',
    path: `${HELOC_API}/identity/documents`,
    auth: 'bearer',
    params: zApplicationParams,
    multipart: true,
    response: zIdentityDocumentsResult,
  }),
};
