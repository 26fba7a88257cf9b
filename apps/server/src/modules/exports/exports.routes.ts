import { opsExportsApi } from '@hearth/domain/api/exports-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { exportHmdaLar } from './hmda-lar.service.ts';
import { getLenderHmdaSettings, setLenderHmdaSettings } from './lender-hmda-settings.service.ts';

const TAGS = ['ops', 'exports'];

/** The HMDA register and the lender settings it is filed under (inside the ops API's staff scope). */
const exportsRoutes: FastifyPluginAsync = async (app) => {
  const { isProduction, piiKey } = app.config;

  registerEndpoint(app, opsExportsApi.hmdaLar, {
    tags: TAGS,
    errors: [400, 403, 404, 422],
    summary:
      "A lender's HMDA loan/application register (CFPB pipe-delimited) for the applications whose final action falls in the dates; audited",
    description:
      'Refused with 422, listing each failing CFPB syntactical or validity edit, when a record fails one. `org` is required when the staff user works for several lenders.',
    produces: ['text/plain'],
    handler: async (request, reply) => {
      const lar = await exportHmdaLar({ db: app.db, piiKey, isProduction }, request.staff, request.query);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${lar.filename}"`)
        .header('cache-control', 'no-store')
        .send(lar.file);
    },
  });

  registerEndpoint(app, opsExportsApi.hmdaSettings, {
    tags: TAGS,
    errors: [403, 404],
    summary:
      "The lender's HMDA filing settings (LEI, taxpayer id, agency, contact); sandbox placeholders when unset outside production",
    handler: (request) => getLenderHmdaSettings(app.db, request.staff, request.params.orgCode, isProduction),
  });

  registerEndpoint(app, opsExportsApi.setHmdaSettings, {
    tags: TAGS,
    errors: [400, 403, 404],
    summary: "Set the lender's HMDA filing settings (ADMIN); audited",
    handler: (request) =>
      setLenderHmdaSettings(app.db, request.staff, request.params.orgCode, request.body, isProduction),
  });
};

export default exportsRoutes;
