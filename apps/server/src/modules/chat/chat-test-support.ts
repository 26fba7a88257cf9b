import type { ChatInitResponse } from '@hearth/domain/api/chat-api';
import { chatApi } from '@hearth/domain/api/chat-api';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import type { App } from '../../app.ts';

/** A visitor's chat, started as the widget starts it. */
export async function startVisitorChat(
  app: App,
  body: Record<string, unknown> = {},
): Promise<ChatInitResponse> {
  const response = await injectEndpoint(app, chatApi.initTwilio, {
    payload: {
      friendlyName: 'Ada Visitor',
      emailAddress: 'ada@example.com',
      chatMode: 'twilio',
      orgCode: 'hearth',
      ...body,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`chat init failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<ChatInitResponse>();
}

/** A signed-in borrower's chat: a nonce (API-077), then chat init with it. */
export async function startBorrowerChat(
  app: App,
  jwt: string,
  body: Record<string, unknown> = {},
): Promise<ChatInitResponse> {
  const nonce = (await injectEndpoint(app, chatApi.authenticate, { token: jwt })).json<{ nonce: string }>()
    .nonce;
  return startVisitorChat(app, { nonce, friendlyName: 'Bea Borrower', ...body });
}
