import {
  zAppraisalPaymentBody,
  zBpoOrderBody,
  zHomeValueEstimateBody,
  zValuationView,
} from '@hearth/domain/journey/valuation';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRANCH_BASE,
  describeBranchRead,
  describeBranchWrite,
  readOwner,
} from '../journey/branch-route-schemas.ts';
import { getValuation, orderBpo, payAppraisal, submitHomeValueEstimate } from './valuation.service.ts';

const tags = ['valuation'];

/** Decision 007: bpo/estimate-value (PRG-076), bpo/condition and bpo/order-bpo (PRG-078), hold (PRG-087). */
const valuationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const vendorDeps = () => ({ db: app.db, valuation: app.lifecycle.providers.valuation });

  app.get(
    `${BRANCH_BASE}/valuation`,
    {
      preHandler: app.authenticate,
      ...describeBranchRead(
        tags,
        'The valuation: BPO status, the valuation cost (CON-004), the estimate, the appraisal fee and the latest order',
        zValuationView,
      ),
    },
    (request) => getValuation(app.db, readOwner(request)),
  );

  app.post(
    `${BRANCH_BASE}/property/estimate`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED: the borrower’s estimate (dollars, > 0)',
        zHomeValueEstimateBody,
      ),
    },
    (request) => submitHomeValueEstimate(app.db, readOwner(request), request.body),
  );

  app.post(
    `${BRANCH_BASE}/bpo/order`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'NAV_BPO_ORDER_REQUEST → BPO_ORDERED: orders the broker price opinion (Texas: with the condition answers)',
        zBpoOrderBody,
      ),
    },
    (request) => orderBpo(vendorDeps(), readOwner(request), request.body),
  );

  app.post(
    `${BRANCH_BASE}/appraisal/payment`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID: a one-time debit of the fee from the verified account; orders the appraisal',
        zAppraisalPaymentBody,
      ),
    },
    (request) => payAppraisal(vendorDeps(), readOwner(request)),
  );
};

export default valuationRoutes;
