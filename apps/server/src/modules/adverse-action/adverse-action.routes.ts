import { zAdverseActionView } from '@hearth/domain/journey/adverse-action';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRANCH_BASE, describeBranchRead, readOwner } from '../journey/branch-route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { getAdverseAction } from './adverse-action.service.ts';

/** Decision 007: the declined application's adverse action notice (PRG-061, PRG-104, PRG-105). */
const adverseActionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const read = describeBranchRead(
    ['decline'],
    'DECLINED: the principal reasons, the credit score with its key factors and agency, the ECOA agency, the notice document; 409 before a decline',
    zAdverseActionView,
  );

  app.get(
    `${BRANCH_BASE}/decline`,
    {
      preHandler: app.authenticate,
      schema: { ...read.schema, response: { ...read.schema.response, 409: zErrorBody } },
    },
    (request) =>
      getAdverseAction(
        { db: app.db, creditBureau: app.lifecycle.providers.creditBureau },
        readOwner(request),
      ),
  );
};

export default adverseActionRoutes;
