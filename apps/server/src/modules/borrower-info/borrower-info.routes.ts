import { borrowerInfoApi } from '@hearth/domain/api/borrower-info-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readOwner } from '../journey/read-owner.ts';
import { submitHmda } from './hmda.service.ts';
import { addProfileInfo } from './profile-info.service.ts';

const tags = ['borrower-info'];

/** Decision 007: the profile data after the offer (ownership, SSN, hard-credit consent) and the HMDA answers. */
const borrowerInfoRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, borrowerInfoApi.profileInfo, {
    tags,
    errors: [409],
    summary:
      'Ownership, SSN and the hard-credit consent (COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED); the SSN is only ever returned masked',
    handler: (request) => addProfileInfo(app.db, app.config.piiKey, readOwner(request), request.body),
  });

  registerEndpoint(app, borrowerInfoApi.hmda, {
    tags,
    errors: [409],
    summary: 'The HMDA demographic answers (HMDA → HMDA_SUBMITTED)',
    handler: (request) => submitHmda(app.db, readOwner(request), request.body),
  });
};

export default borrowerInfoRoutes;
