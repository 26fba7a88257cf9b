import { opsBannersApi } from '@hearth/domain/api/banners-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireLenderAccess } from '../ops/application-access.ts';
import { createBanner, listOpsBanners, retireBanner, scheduleBanner } from './banners.service.ts';

const tags = ['ops', 'banners'];

/** Staff write each lender's banners (registered inside the ops API's staff scope). */
const opsBannersRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireLenderAccess();
  registerEndpoint(app, opsBannersApi.list, {
    tags,
    preHandler,
    summary: 'A lender’s banners, newest first, each with its status (SCHEDULED, LIVE, ENDED, RETIRED)',
    handler: (request) => listOpsBanners(app.db, request.params.orgCode),
  });

  registerEndpoint(app, opsBannersApi.create, {
    tags,
    preHandler,
    summary:
      'Create a banner for a lender, live from startsAt (default now) until endsAt (default: until retired)',
    handler: (request) => createBanner(app.db, request.staff.uuid, request.params.orgCode, request.body),
  });

  registerEndpoint(app, opsBannersApi.schedule, {
    tags,
    preHandler,
    errors: [409],
    summary: 'Move a banner’s window; a retired banner is 409',
    handler: (request) =>
      scheduleBanner(
        app.db,
        request.staff.uuid,
        request.params.orgCode,
        request.params.bannerUuid,
        request.body,
      ),
  });

  registerEndpoint(app, opsBannersApi.retire, {
    tags,
    preHandler,
    errors: [409],
    summary: 'Retire a banner: it leaves the published file at once; 409 when already retired',
    handler: (request) =>
      retireBanner(app.db, request.staff.uuid, request.params.orgCode, request.params.bannerUuid),
  });
};

export default opsBannersRoutes;
