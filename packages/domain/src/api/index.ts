import { conditionsApi } from './conditions-api.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { offersApi } from './offers-api.ts';
import { opsApi } from './ops-api.ts';

/** Every endpoint of the contract, by resource: what the uniqueness tests and the OpenAPI check walk. */
export const API_CONTRACT = {
  conditions: conditionsApi,
  offers: offersApi,
  ops: opsApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export function listEndpoints(): AnyEndpoint[] {
  return Object.values(API_CONTRACT).flatMap((group) => Object.values(group));
}
