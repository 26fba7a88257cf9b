import { valuationApi } from '@hearth/domain/api/valuation-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { getValuation, orderBpo, payAppraisal, submitHomeValueEstimate } from './valuation.service.ts';

const tags = ['valuation'];

/** Decision 007: bpo/estimate-value (PRG-076), bpo/condition and bpo/order-bpo (PRG-078), hold (PRG-087). */
const valuationRoutes: FastifyPluginAsync = async (app) => {
  const vendorDeps = () => ({ db: app.db, valuation: app.lifecycle.providers.valuation });

  registerEndpoint(app, valuationApi.get, {
    tags,
    summary:
      'The valuation: BPO status, the valuation cost (CON-004), the estimate, the appraisal fee and the latest order',
    handler: (request) => getValuation(app.db, readOwner(request)),
  });

  registerEndpoint(app, valuationApi.estimate, {
    tags,
    errors: [409],
    summary:
      'NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED: the borrower’s estimate (dollars, > 0)',
    handler: (request) => submitHomeValueEstimate(app.db, readOwner(request), request.body),
  });

  registerEndpoint(app, valuationApi.orderBpo, {
    tags,
    errors: [409],
    summary:
      'NAV_BPO_ORDER_REQUEST → BPO_ORDERED: orders the broker price opinion (Texas: with the condition answers)',
    handler: (request) => orderBpo(vendorDeps(), readOwner(request), request.body),
  });

  registerEndpoint(app, valuationApi.payAppraisal, {
    tags,
    errors: [409],
    summary:
      'ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID: a one-time debit of the fee from the verified account; orders the appraisal',
    handler: (request) => payAppraisal(vendorDeps(), readOwner(request)),
  });
};

export default valuationRoutes;
