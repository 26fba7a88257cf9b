import { chatUsersApi, opsChatbotApi } from '@hearth/domain/api/chatbot-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import { listChatUsers } from './chat-users.service.ts';
import { listOpsChatbotFeedback } from './chatbot-feedback.service.ts';

/** Staff read the chatbot's feedback; developers list the chat users (registered inside the ops scope). */
const opsChatbotRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsChatbotApi.feedback, {
    tags: [...OPS_TAGS, 'chatbot'],
    summary:
      'Thumbs up and down on chatbot replies, newest first, of the lenders the staff user works for; org and rating filter',
    handler: (request) =>
      listOpsChatbotFeedback({ db: app.db, piiKey: app.config.piiKey }, request.staff, request.query),
  });
  registerEndpoint(app, chatUsersApi.list, {
    tags: ['chat'],
    summary:
      'Non-production only (404 in production): the chat users with their ids, by role (CHT-018), names, e-mails and team (API-080)',
    handler: (request) =>
      listChatUsers({ db: app.db, isProduction: app.config.isProduction }, request.staff, request.body),
  });
};

export default opsChatbotRoutes;
