import { propertyReviewApi } from '@hearth/domain/api/property-review-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { correctPropertyAddress, getPropertyReview, selectProperty } from './property-review.service.ts';

const tags = ['property review'];
/** A write on the wrong step is a 409 naming the step. */
const WRITE = { tags, errors: [409] };

/** Decision 007: review-app/property — the property was not found, or several were (PRG-060). */
const propertyReviewRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, propertyReviewApi.candidates, {
    tags,
    summary:
      'The property under review: the address searched and, for MULTIPLE_PROPERTIES, the properties found',
    handler: (request) => getPropertyReview(app.db, readOwner(request)),
  });

  registerEndpoint(app, propertyReviewApi.correctAddress, {
    ...WRITE,
    summary:
      'NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED: the corrected address (registration rules; state and zip must agree)',
    handler: (request) => correctPropertyAddress(app.db, readOwner(request), request.body),
  });

  registerEndpoint(app, propertyReviewApi.select, {
    ...WRITE,
    summary: 'MULTIPLE_PROPERTIES → PROPERTY_SELECTED: one of the candidates by propertyId',
    handler: (request) => selectProperty(app.db, readOwner(request), request.body),
  });
};

export default propertyReviewRoutes;
