import { walletApi } from '@hearth/domain/api/wallet-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getWalletAccess, getWalletOverview } from './wallet.service.ts';

const tags = ['wallet'];

/** API-054…056 (decision 019): the caller's own account, from their profile and applications. */
const walletRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, walletApi.access, {
    tags,
    summary: 'The caller’s account and who may act on it (API-054, API-056); 404 for another principal',
    handler: (request) => getWalletAccess(app.db, request.user.identityUuid, request.query.principal),
  });

  registerEndpoint(app, walletApi.account, {
    tags,
    summary: 'The caller’s profile and bank accounts, numbers masked to the last four (API-055)',
    handler: (request) => getWalletOverview(app.db, request.user.identityUuid),
  });
};

export default walletRoutes;
