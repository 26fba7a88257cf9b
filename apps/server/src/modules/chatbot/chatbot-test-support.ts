import { chatApi } from '@hearth/domain/api/chat-api';
import { CHAT_TOKEN_HEADER, type ChatWithAutobotResponse, chatbotApi } from '@hearth/domain/api/chatbot-api';
import type { LightMyRequestResponse } from 'fastify';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import type { App } from '../../app.ts';

/** Test helpers for the chatbot suites (not used by the server). */

/** A pinned clock the chatbot, the nonces' checks and the chat hours read (app.attemptClock). */
export function createTestClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** Wednesday 25 November 2026, noon and 2 a.m. in Pacific time: the flagship's chat is open, then closed. */
export const CHAT_OPEN = '2026-11-25T20:00:00.000Z';
export const CHAT_CLOSED = '2026-11-25T10:00:00.000Z';

export async function nonceFor(app: App, jwt: string): Promise<string> {
  return (await injectEndpoint(app, chatApi.authenticate, { token: jwt })).json<{ nonce: string }>().nonce;
}

export function ask(
  app: App,
  body: Record<string, unknown>,
  visitorToken?: string,
): Promise<LightMyRequestResponse> {
  return injectEndpoint(app, chatbotApi.chatWithAutobot, {
    payload: { organization: 'hearth', senderType: 'applicant', ...body },
    ...(visitorToken ? { headers: { [CHAT_TOKEN_HEADER]: visitorToken } } : {}),
  });
}

/** A question that must be answered (200); its parsed answer. */
export async function askOk(
  app: App,
  body: Record<string, unknown>,
  visitorToken?: string,
): Promise<ChatWithAutobotResponse> {
  const response = await ask(app, body, visitorToken);
  if (response.statusCode !== 200) {
    throw new Error(`chatbot question failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<ChatWithAutobotResponse>();
}
