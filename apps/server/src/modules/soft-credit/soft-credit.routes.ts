import { softCreditApi } from '@hearth/domain/api/soft-credit-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { getCreditCheck, submitCreditUnfrozen, submitRepullSsn } from './soft-credit.service.ts';

const tags = ['soft credit'];

/** Decision 007: the credit branches (credit/social, credit/error, review-app/incorrect-pin, no-credit). */
const softCreditRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };

  registerEndpoint(app, softCreditApi.check, {
    tags,
    summary: 'Where the credit check stands: the pull, a freeze and its PIN, the masked SSN (PRG-057…059)',
    handler: (request) => getCreditCheck(deps, readOwner(request)),
  });

  registerEndpoint(app, softCreditApi.repullSsn, {
    tags,
    errors: [409],
    summary: 'CREDIT_NO_MATCH → SSN_SUBMITTED: the full SSN (stored encrypted) for a re-pull (PRG-057)',
    handler: (request) => submitRepullSsn(deps, readOwner(request), request.body),
  });

  registerEndpoint(app, softCreditApi.unfrozen, {
    tags,
    errors: [409],
    summary:
      'SOFT/HARD_CREDIT_LOCKED_OR_FROZEN → CREDIT_UNFROZEN, or FREEZE_PIN_SUBMITTED with the PIN (PRG-059)',
    handler: (request) => submitCreditUnfrozen(deps, readOwner(request), request.body),
  });
};

export default softCreditRoutes;
