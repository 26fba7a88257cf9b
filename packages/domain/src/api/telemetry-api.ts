import {
  zContextParams,
  zEventBody,
  zEventResponse,
  zSessionBody,
  zSessionResponse,
} from '../telemetry/telemetry-dto.ts';
import { TELEMETRY_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-060 / API-061: the event tracker (public; sends no PII by construction). */
export const telemetryApi = {
  session: defineEndpoint({
    id: 'telemetry.session',
    method: 'POST',
    path: `${TELEMETRY_API}/session`,
    auth: 'public',
    params: zContextParams,
    body: zSessionBody,
    response: zSessionResponse,
  }),
  event: defineEndpoint({
    id: 'telemetry.event',
    method: 'POST',
    path: `${TELEMETRY_API}/event`,
    auth: 'public',
    params: zContextParams,
    body: zEventBody,
    response: zEventResponse,
  }),
};
