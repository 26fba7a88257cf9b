import { feedbackApi } from '@hearth/domain/api/feedback-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { sendCeoFeedback } from './ceo-feedback.service.ts';

/** API-014: feedback to the CEO from a signed-in borrower of the main brand. */
const ceoFeedbackRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, feedbackApi.ceo, {
    tags: ['feedback'],
    summary:
      'Send feedback to the CEO (CND-030); only on the main brand’s sites (403 elsewhere), a named application must be the caller’s (404)',
    handler: (request) =>
      sendCeoFeedback(
        { db: app.db, piiKey: app.config.piiKey },
        { identityUuid: request.user.identityUuid, org: request.org },
        request.body,
      ),
  });
};

export default ceoFeedbackRoutes;
