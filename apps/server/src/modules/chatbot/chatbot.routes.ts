import {
  CHAT_NONCE_HEADER,
  CHAT_TOKEN_HEADER,
  chatbotApi,
  zChatbotCallerHeaders,
} from '@hearth/domain/api/chatbot-api';
import { firstSupported, parseAcceptLanguage, readLanguageCookie } from '@hearth/domain/i18n/language';
import { DEFAULT_LANGUAGE, type Language } from '@hearth/domain/profile/language';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createSandboxLeadPortal } from '../../providers/sandbox/sandbox-lead-portal.ts';
import { createHoursClock } from '../operating-hours/hours-clock.ts';
import { findOrg } from '../org/registry/index.ts';
import { raiseValidationError } from '../registration/raise-validation-error.ts';
import { askChatbot, getChatbotHistory } from './chatbot-conversation.service.ts';
import { setChatReplyFeedback } from './chatbot-feedback.service.ts';
import { handOverToAgent } from './chatbot-handover.service.ts';

const tags = ['chatbot'];
const CALLER =
  'A signed-in borrower proves the conversation is theirs with a live nonce (API-077); a visitor with the conversation secret answered when it started, in the x-chat-token header. Someone else’s conversation is a 404.';

/**
 * The language of the page the widget is on, for a visitor: the web app sends the page's language as
 * `Accept-Language` with every call (decision 036); a caller that does not is read by the remembered
 * `hearth_lang` cookie, else English. A signed-in borrower is answered in their profile's language.
 */
function pageLanguage(request: FastifyRequest): Language {
  return (
    firstSupported(parseAcceptLanguage(header(request, 'accept-language'))) ??
    readLanguageCookie(header(request, 'cookie')) ??
    DEFAULT_LANGUAGE
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The chatbot (API-081…083, decision 032): questions answered from the lender's help content and,
 * for a signed-in borrower, from their own application; the history of a conversation; the thumbs
 * on each reply; and "Talk to a person", which hands the conversation to the agents' queue.
 */
const chatbotRoutes: FastifyPluginAsync = async (app) => {
  const deps = {
    db: app.db,
    piiKey: app.config.piiKey,
    leadPortal: createSandboxLeadPortal(),
    now: () => app.attemptClock(),
    hoursNow: createHoursClock(app),
    findOrg,
    counters: app.attemptCounters,
  };
  const common = {
    tags,
    config: { rateLimit: RATE_LIMITS.lookup },
    headers: zChatbotCallerHeaders,
    attachValidation: true as const,
  };

  registerEndpoint(app, chatbotApi.chatWithAutobot, {
    ...common,
    errors: [401, 404],
    summary: 'Ask the chatbot (API-082): the reply with its cited source, in a 10-minute chatbot session',
    description: `Without a conversationId, or when the named session has ended, a new session starts; a visitor's comes with its secret (token). ${CALLER} A session asks at most 10 questions a minute (429).`,
    handler: (request) => {
      raiseValidationError(request);
      return askChatbot(deps, request.body, header(request, CHAT_TOKEN_HEADER), pageLanguage(request));
    },
  });
  registerEndpoint(app, chatbotApi.history, {
    ...common,
    errors: [401, 404],
    summary: 'The last 20 exchanges of a chatbot conversation (API-081, CHT-032), oldest first',
    description: `${CALLER} The nonce travels in the x-chat-nonce header.`,
    handler: (request) => {
      raiseValidationError(request);
      return getChatbotHistory(deps, request.params.conversationId, {
        nonce: header(request, CHAT_NONCE_HEADER),
        token: header(request, CHAT_TOKEN_HEADER),
      });
    },
  });
  registerEndpoint(app, chatbotApi.feedback, {
    ...common,
    errors: [401, 403, 404],
    summary: 'A thumbs up or down on one chatbot reply (API-083, CHT-017); a thumbs-down names its reason',
    description: CALLER,
    handler: async (request) => {
      raiseValidationError(request);
      await setChatReplyFeedback(deps, request.body, header(request, CHAT_TOKEN_HEADER));
    },
  });
  registerEndpoint(app, chatbotApi.handover, {
    ...common,
    errors: [401, 403, 404, 409],
    summary: '“Talk to a person”: the chatbot conversation, with its history, waits for an agent',
    description: `In the lender's chat hours the conversation waits for the next agent; outside them a signed-in borrower leaves a message that an agent answers later, and the answer arrives as a notification (a visitor is asked to log in, 403). ${CALLER}`,
    handler: (request) => {
      raiseValidationError(request);
      return handOverToAgent(deps, request.body, header(request, CHAT_TOKEN_HEADER));
    },
  });
};

export default chatbotRoutes;
