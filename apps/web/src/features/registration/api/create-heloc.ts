import { registrationApi } from '@hearth/domain/api/registration-api';
import type { CreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import { ApiError } from '../../../lib/api-error.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** How many times a busy answer (503 with Retry-After) is waited out before it is shown as an error. */
export const CREATE_BUSY_RETRIES = 5;
/** The longest wait honoured for one Retry-After. */
const MAX_WAIT_SECONDS = 60;

export interface CreateHelocOptions {
  /** The server is busy: the call is retried after `seconds` (the page says so meanwhile). */
  onBusy?: (seconds: number) => void;
  /** Waits `ms` (tests replace it). */
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function busySeconds(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 503 ? error.retryAfterSeconds : undefined;
}

/**
 * API-020: POST …/helocs?state=XX with an Idempotency-Key, so a retried submit creates one
 * application. While the server is busy (503 with Retry-After) it waits as asked and sends the
 * same request, same key, again.
 */
export async function createHeloc(
  state: string,
  body: CreateHelocBody,
  idempotencyKey: string,
  options: CreateHelocOptions = {},
) {
  const wait = options.wait ?? waitFor;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callEndpoint(
        registrationApi.createHeloc,
        { query: { state }, body },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
    } catch (error) {
      const seconds = busySeconds(error);
      if (seconds === undefined || attempt >= CREATE_BUSY_RETRIES) {
        throw error;
      }
      const waitSeconds = Math.min(seconds, MAX_WAIT_SECONDS);
      options.onBusy?.(waitSeconds);
      await wait(waitSeconds * 1000);
    }
  }
}
