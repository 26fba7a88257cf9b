import {
  zCreditCheckView,
  zCreditUnfrozenBody,
  zSoftCreditSsnBody,
} from '@hearth/domain/journey/soft-credit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRANCH_BASE,
  describeBranchRead,
  describeBranchWrite,
  readOwner,
} from '../journey/branch-route-schemas.ts';
import { getCreditCheck, submitCreditUnfrozen, submitRepullSsn } from './soft-credit.service.ts';

const tags = ['soft credit'];

/** Decision 007: the credit branches (credit/social, credit/error, review-app/incorrect-pin, no-credit). */
const softCreditRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, piiKey: app.config.piiKey };

  app.get(
    `${BRANCH_BASE}/soft-credit`,
    {
      preHandler: app.authenticate,
      ...describeBranchRead(
        tags,
        'Where the credit check stands: the pull, a freeze and its PIN, the masked SSN (PRG-057…059)',
        zCreditCheckView,
      ),
    },
    (request) => getCreditCheck(deps, readOwner(request)),
  );

  app.post(
    `${BRANCH_BASE}/soft-credit/ssn`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'CREDIT_NO_MATCH → SSN_SUBMITTED: the full SSN (stored encrypted) for a re-pull (PRG-057)',
        zSoftCreditSsnBody,
      ),
    },
    (request) => submitRepullSsn(deps, readOwner(request), request.body),
  );

  app.post(
    `${BRANCH_BASE}/soft-credit/unfrozen`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'SOFT/HARD_CREDIT_LOCKED_OR_FROZEN → CREDIT_UNFROZEN, or FREEZE_PIN_SUBMITTED with the PIN (PRG-059)',
        zCreditUnfrozenBody,
      ),
    },
    (request) => submitCreditUnfrozen(deps, readOwner(request), request.body),
  );
};

export default softCreditRoutes;
