import { conditionsApi } from './conditions-api.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { identityApi, identityBrokerApi, identityDocumentsApi } from './identity-api.ts';
import { offersApi } from './offers-api.ts';
import { opsApi } from './ops-api.ts';
import { profileApi } from './profile-api.ts';
import { consentApi, leadPortalApi, registrationApi } from './registration-api.ts';

/** Every endpoint of the contract, by resource: what the uniqueness tests and the OpenAPI check walk. */
export const API_CONTRACT = {
  conditions: conditionsApi,
  consent: consentApi,
  identity: identityApi,
  identityBroker: identityBrokerApi,
  identityDocuments: identityDocumentsApi,
  leadPortal: leadPortalApi,
  offers: offersApi,
  ops: opsApi,
  profile: profileApi,
  registration: registrationApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export function listEndpoints(): AnyEndpoint[] {
  return Object.values(API_CONTRACT).flatMap((group) => Object.values(group));
}
