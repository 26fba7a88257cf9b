import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { callEndpoint } from './call-endpoint.ts';

export const EVENT_CONTEXT = 'heloc';

export interface EventOptions {
  applicationUuid?: string;
  eventProperties?: Record<string, string>;
}

/** API-060: a telemetry event carrying product type HELOC; best effort, never fails the flow (ERR-037). */
export async function sendEvent(event: string, options: EventOptions = {}): Promise<void> {
  try {
    await callEndpoint(
      telemetryApi.event,
      {
        params: { context: EVENT_CONTEXT },
        body: {
          domain: window.location.host,
          pagePath: window.location.pathname,
          event,
          eventType: 'track',
          productType: 'HELOC',
          ...(options.applicationUuid ? { applicationUuid: options.applicationUuid } : {}),
          ...(options.eventProperties ? { eventProperties: options.eventProperties } : {}),
        },
      },
      { timeoutMs: 5_000 },
    );
  } catch {
    // Telemetry is best effort.
  }
}
