import { opsSandboxApi } from '@hearth/domain/api/sandbox-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireApplicationAccess } from './application-access.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { listSandboxVendorEvents } from './sandbox-vendor-events.service.ts';

/** The sandbox tools' vendor events; firing one is `ops.sendEvent`, which already takes PROVIDER events. */
const sandboxVendorEventsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsSandboxApi.vendorEvents, {
    tags: OPS_TAGS,
    preHandler: requireApplicationAccess(app),
    summary:
      'Sandbox only (404 in production): the vendor callbacks the step graph allows now, labelled, each with the detail to send through ops.sendEvent',
    handler: (request) =>
      listSandboxVendorEvents(app.db, request.staff, request.params.uuid, app.config.isProduction),
  });
};

export default sandboxVendorEventsRoutes;
