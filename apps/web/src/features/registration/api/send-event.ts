import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export const EVENT_CONTEXT = 'heloc';

/** REG-041 / API-060: a telemetry event carrying product type HELOC; never fails the flow. */
export async function sendEvent(event: string, applicationUuid?: string): Promise<void> {
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
          ...(applicationUuid ? { applicationUuid } : {}),
        },
      },
      { timeoutMs: 5_000 },
    );
  } catch {
    // Telemetry is best effort (ERR-037: not reported).
  }
}
