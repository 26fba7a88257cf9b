import { bannersApi } from '@hearth/domain/api/banners-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getPublishedBanners } from './banners.service.ts';

/** API-072: the published banner files, public and never cached. */
const bannersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, bannersApi.file, {
    tags: ['banners'],
    errors: [404],
    summary:
      'A lender’s banner file: the banners showing now (banners.json), plus test-site previews (banners-test.json); Cache-Control: no-store',
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPublishedBanners(app.db, request.params.orgCode, request.params.file);
    },
  });
};

export default bannersRoutes;
