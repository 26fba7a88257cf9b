import {
  zLiensAttestBody,
  zLiensConfirmBody,
  zLiensDisputeBody,
  zLiensView,
} from '@hearth/domain/journey/liens';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRANCH_BASE,
  describeBranchRead,
  describeBranchWrite,
  readOwner,
} from '../journey/branch-route-schemas.ts';
import { attestLiens, confirmLiens, disputeLiens, getLiens } from './liens.service.ts';

const tags = ['liens'];

/** Decision 007: liens (PRG-082) and merchant/lien-attestation (PRG-097). */
const liensRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BRANCH_BASE}/liens`,
    {
      preHandler: app.authenticate,
      ...describeBranchRead(
        tags,
        'The liens of record with balance, payment and payoff status (OFR-009/010), and new credit inquiries',
        zLiensView,
      ),
    },
    (request) => getLiens(app.db, readOwner(request)),
  );

  app.post(
    `${BRANCH_BASE}/liens/confirm`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(tags, 'LIEN_VERIFICATION → LIENS_CONFIRMED', zLiensConfirmBody),
    },
    (request) => confirmLiens(app.db, readOwner(request)),
  );

  app.post(
    `${BRANCH_BASE}/liens/dispute`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'LIEN_VERIFICATION → LIENS_DISPUTED: staff review the lien position with the reason',
        zLiensDisputeBody,
      ),
    },
    (request) => disputeLiens(app.db, readOwner(request), request.body),
  );

  app.post(
    `${BRANCH_BASE}/liens/attest`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'LIEN_ATTESTATION → LIENS_ATTESTED: no new lien on the home since the application',
        zLiensAttestBody,
      ),
    },
    (request) => attestLiens(app.db, readOwner(request), request.body),
  );
};

export default liensRoutes;
