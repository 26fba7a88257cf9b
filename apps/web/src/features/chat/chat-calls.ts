import { type ChatInitBody, chatApi } from '@hearth/domain/api/chat-api';
import {
  type ChatAttachmentUploadResponse,
  chatAttachmentsApi,
} from '@hearth/domain/api/chat-attachments-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { apiFetch } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { getOrgCode } from '../../lib/org.tsx';

/** A refused chat token is an answer about the chat, not about the borrower's session. */
const CHAT_CALL = { skipSessionRedirect: true };

function withChatToken(token: string): HeadersInit {
  return { authorization: `Bearer ${token}` };
}

/** API-074: a provider's init path (twilio's contact-centre path or stream's omni proxy). */
export function initChat(
  endpoint: typeof chatApi.initTwilio | typeof chatApi.initStream,
  body: ChatInitBody,
) {
  return callEndpoint(endpoint, { body }, CHAT_CALL);
}

/** API-073, CHT-023. */
export function refreshChatToken(token: string) {
  return callEndpoint(chatApi.refreshToken, { body: { token } }, CHAT_CALL);
}

/** API-077, CHT-027: with the borrower's own bearer token. */
export async function issueChatNonce(): Promise<string> {
  return (await callEndpoint(chatApi.authenticate, {}, CHAT_CALL)).nonce;
}

/** API-078, CHT-026. */
export async function renewChatNonce(nonce: string): Promise<string> {
  return (await callEndpoint(chatApi.refreshNonce, { query: { nonce } }, CHAT_CALL)).nonce;
}

/** API-079, CHT-019: the contact id of the survey link. */
export async function chatContactId(conversationId: string): Promise<string> {
  return (
    await callEndpoint(chatApi.webChatInfo, { body: { omniProxyChannelId: conversationId } }, CHAT_CALL)
  ).contactId;
}

/** CHT-005: the borrower ends the chat. */
export function endChat(conversationId: string, token: string): Promise<void> {
  return apiFetch(endpointPath(chatApi.end, { conversationId }), {
    ...CHAT_CALL,
    method: chatApi.end.method,
    headers: withChatToken(token),
  });
}

/** CHT-004: a file into the conversation; it comes back over the socket as a message. */
export function uploadChatFile(
  conversationId: string,
  token: string,
  file: File,
  clientMessageId: string,
): Promise<ChatAttachmentUploadResponse> {
  const form = new FormData();
  form.append('clientMessageId', clientMessageId);
  form.append('file', file, file.name);
  return apiFetch(endpointPath(chatAttachmentsApi.upload, { conversationId }), {
    ...CHAT_CALL,
    method: chatAttachmentsApi.upload.method,
    headers: withChatToken(token),
    body: form,
    timeoutMs: 120_000,
  });
}

/** A file of the conversation as bytes, whatever its type (audio and text included). */
export async function downloadChatFile(
  conversationId: string,
  attachmentId: string,
  token: string,
): Promise<Blob> {
  const response = await fetch(endpointPath(chatAttachmentsApi.download, { conversationId, attachmentId }), {
    headers: { ...withChatToken(token), 'x-org': getOrgCode() },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new Error(`The file could not be downloaded (${response.status})`);
  }
  return response.blob();
}
