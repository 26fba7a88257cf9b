import { opsFeedbackApi } from '@hearth/domain/api/feedback-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { listOpsCeoFeedback } from './ceo-feedback.service.ts';

/** Staff read the feedback sent to the CEO (registered inside the ops API's staff scope). */
const opsCeoFeedbackRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsFeedbackApi.ceo, {
    tags: ['ops', 'feedback'],
    summary:
      'Feedback sent to the CEO, newest first, a page at a time (20 unless asked); org filters by lender',
    handler: (request) =>
      listOpsCeoFeedback({ db: app.db, piiKey: app.config.piiKey }, request.staff, request.query),
  });
};

export default opsCeoFeedbackRoutes;
