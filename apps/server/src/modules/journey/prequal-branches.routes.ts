import type { FastifyPluginAsync } from 'fastify';
import adverseActionRoutes from '../adverse-action/adverse-action.routes.ts';
import liensRoutes from '../liens/liens.routes.ts';
import propertyReviewRoutes from '../property-review/property-review.routes.ts';
import softCreditRoutes from '../soft-credit/soft-credit.routes.ts';
import valuationRoutes from '../valuation/valuation.routes.ts';

/** Decision 007, borrower calls: soft credit, property, liens, valuation (BPO, appraisal) and the decline. */
const prequalBranchesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(softCreditRoutes);
  await app.register(propertyReviewRoutes);
  await app.register(liensRoutes);
  await app.register(valuationRoutes);
  await app.register(adverseActionRoutes);
};

export default prequalBranchesRoutes;
