import { apiFetch } from '../../../lib/api-client.ts';

export const CREATE_HELOC_PATH = '/service-application/api/v3/application/helocs';

/** API-020: POST …/helocs?state=XX with an Idempotency-Key, so a retried submit creates one application. */
export async function createHeloc(
  state: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ uuid: string; loanNumber?: string }> {
  return apiFetch<{ uuid: string; loanNumber?: string }>(CREATE_HELOC_PATH, {
    method: 'POST',
    query: { state },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
