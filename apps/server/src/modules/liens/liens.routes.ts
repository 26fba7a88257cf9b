import { liensApi } from '@hearth/domain/api/liens-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { attestLiens, confirmLiens, disputeLiens, getLiens } from './liens.service.ts';

const tags = ['liens'];
/** A write on the wrong step is a 409 naming the step. */
const WRITE = { tags, errors: [409] };

/** Decision 007: liens (PRG-082) and merchant/lien-attestation (PRG-097). */
const liensRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, liensApi.get, {
    tags,
    summary:
      'The liens of record with balance, payment and payoff status (OFR-009/010), and new credit inquiries',
    handler: (request) => getLiens(app.db, readOwner(request)),
  });

  registerEndpoint(app, liensApi.confirm, {
    ...WRITE,
    summary: 'LIEN_VERIFICATION → LIENS_CONFIRMED',
    handler: (request) => confirmLiens(app.db, readOwner(request)),
  });

  registerEndpoint(app, liensApi.dispute, {
    ...WRITE,
    summary: 'LIEN_VERIFICATION → LIENS_DISPUTED: staff review the lien position with the reason',
    handler: (request) => disputeLiens(app.db, readOwner(request), request.body),
  });

  registerEndpoint(app, liensApi.attest, {
    ...WRITE,
    summary: 'LIEN_ATTESTATION → LIENS_ATTESTED: no new lien on the home since the application',
    handler: (request) => attestLiens(app.db, readOwner(request), request.body),
  });
};

export default liensRoutes;
