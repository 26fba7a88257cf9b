import {
  zPropertyAddressBody,
  zPropertyReview,
  zPropertySelectBody,
} from '@hearth/domain/journey/property-review';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRANCH_BASE,
  describeBranchRead,
  describeBranchWrite,
  readOwner,
} from '../journey/branch-route-schemas.ts';
import { correctPropertyAddress, getPropertyReview, selectProperty } from './property-review.service.ts';

const tags = ['property review'];

/** Decision 007: review-app/property — the property was not found, or several were (PRG-060). */
const propertyReviewRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BRANCH_BASE}/property/candidates`,
    {
      preHandler: app.authenticate,
      ...describeBranchRead(
        tags,
        'The property under review: the address searched and, for MULTIPLE_PROPERTIES, the properties found',
        zPropertyReview,
      ),
    },
    (request) => getPropertyReview(app.db, readOwner(request)),
  );

  app.post(
    `${BRANCH_BASE}/property/address`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED: the corrected address (registration rules; state and zip must agree)',
        zPropertyAddressBody,
      ),
    },
    (request) => correctPropertyAddress(app.db, readOwner(request), request.body),
  );

  app.post(
    `${BRANCH_BASE}/property/select`,
    {
      preHandler: app.authenticate,
      ...describeBranchWrite(
        tags,
        'MULTIPLE_PROPERTIES → PROPERTY_SELECTED: one of the candidates by propertyId',
        zPropertySelectBody,
      ),
    },
    (request) => selectProperty(app.db, readOwner(request), request.body),
  );
};

export default propertyReviewRoutes;
