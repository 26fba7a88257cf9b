import { adverseActionApi } from '@hearth/domain/api/soft-credit-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { getAdverseAction } from './adverse-action.service.ts';

/** Decision 007: the declined application's adverse action notice (PRG-061, PRG-104, PRG-105). */
const adverseActionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, adverseActionApi.get, {
    tags: ['decline'],
    errors: [409],
    summary:
      'DECLINED: the principal reasons, the credit score with its key factors and agency, the ECOA agency, the notice document; 409 before a decline',
    handler: (request) =>
      getAdverseAction(
        { db: app.db, creditBureau: app.lifecycle.providers.creditBureau },
        readOwner(request),
      ),
  });
};

export default adverseActionRoutes;
