import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zVendorEventList } from '../ops/vendor-events.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The sandbox tools' vendor events (never in production): what a vendor could call back with now
 * for one application, each sent through `opsApi.sendEvent` with the detail given here.
 */
export const opsSandboxApi = {
  vendorEvents: defineEndpoint({
    id: 'opsSandbox.vendorEvents',
    permission: 'events.send',
    method: 'GET',
    path: `${OPS_API}/sandbox/applications/:uuid/vendor-events`,
    auth: 'staff',
    params: zApplicationParams,
    response: zVendorEventList,
  }),
};
