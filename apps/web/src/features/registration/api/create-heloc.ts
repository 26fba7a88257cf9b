import { registrationApi } from '@hearth/domain/api/registration-api';
import type { CreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** API-020: POST …/helocs?state=XX with an Idempotency-Key, so a retried submit creates one application. */
export function createHeloc(state: string, body: CreateHelocBody, idempotencyKey: string) {
  return callEndpoint(
    registrationApi.createHeloc,
    { query: { state }, body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
