import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { TELEMETRY_SESSION_FAILED_MESSAGE } from '@hearth/domain/errors/error-messages';
import type { SessionBody } from '@hearth/domain/telemetry/telemetry-dto';
import { callEndpoint } from './call-endpoint.ts';
import { EVENT_CONTEXT } from './send-event.ts';

/** API-062: the tracker session is asked for at most this many times. */
export const TELEMETRY_SESSION_ATTEMPTS = 3;

export interface TelemetrySessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

/** API-061: what the browser says of itself; never PII. */
export function describeBrowser(trackerUuid?: string): SessionBody {
  return {
    platform: 'WEB',
    referrer: document.referrer ? new URL(document.referrer).origin : undefined,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    ...(trackerUuid ? { sessionKey: { trackerUuid } } : {}),
  };
}

/**
 * API-062: establishes the telemetry session, trying up to three times; the third failure fails
 * with ERR-029's message, the last failure as its cause.
 */
export async function establishTelemetrySession(
  body: SessionBody = describeBrowser(),
): Promise<TelemetrySessionKey> {
  let lastFailure: unknown;
  for (let attempt = 1; attempt <= TELEMETRY_SESSION_ATTEMPTS; attempt += 1) {
    try {
      const { sessionKey } = await callEndpoint(
        telemetryApi.session,
        { params: { context: EVENT_CONTEXT }, body },
        { timeoutMs: 5_000 },
      );
      return sessionKey;
    } catch (error) {
      lastFailure = error;
    }
  }
  throw new Error(TELEMETRY_SESSION_FAILED_MESSAGE, { cause: lastFailure });
}
