import { cryptoHelocApi } from '@hearth/domain/api/crypto-heloc-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import {
  getOwnCryptoApplication,
  getOwnCryptoTimeline,
  listOwnCryptoApplications,
} from './crypto-heloc.service.ts';

const tags = ['application'];

/** API-036 (OP-12, decision 019): the application reads of the crypto-backed variant under its base. */
const cryptoHelocRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey, leadPortal: createSandboxLeadPortal() };

  registerEndpoint(app, cryptoHelocApi.list, {
    tags,
    summary: 'The caller’s crypto-backed applications, newest first (API-036, API-032)',
    handler: (request) => listOwnCryptoApplications(deps, request.user.identityUuid),
  });

  registerEndpoint(app, cryptoHelocApi.get, {
    tags,
    summary: 'One of the caller’s crypto-backed applications (API-036, API-015); 404 for any other',
    handler: (request) => getOwnCryptoApplication(deps, request.user.identityUuid, request.params.uuid),
  });

  registerEndpoint(app, cryptoHelocApi.timeline, {
    tags,
    summary: 'A crypto-backed application’s step moves (API-036); 404 for any other',
    handler: (request) => getOwnCryptoTimeline(deps, request.user.identityUuid, request.params.uuid),
  });
};

export default cryptoHelocRoutes;
