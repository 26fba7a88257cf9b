import { randomUUID } from 'node:crypto';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TOO_LARGE,
  type ChatAttachmentUploadResponse,
} from '@hearth/domain/api/chat-attachments-api';
import { CHAT_TOKEN_INVALID } from '@hearth/domain/chat/chat-rules';
import { AppError } from '@hearth/domain/errors/app-error';
import type { DocumentStorage } from '../documents/document-storage.ts';
import { buildSafeFilename } from '../documents/safe-filename.ts';
import { storeFileWithRow } from '../documents/store-file-with-row.ts';
import {
  type ConversationRow,
  findAttachment,
  findConversation,
  findMessageByClientId,
  insertAttachment,
} from './chat.repository.ts';
import { toChatAttachment } from './chat-attachment-row.ts';
import { detectChatAttachmentType } from './chat-attachment-type.ts';
import { authorIn } from './chat-author.ts';
import { type ChatMessageDeps, endConversation, postMessage } from './chat-messages.service.ts';
import { CONVERSATION_NOT_FOUND } from './chat-socket.ts';
import { authenticateChatToken, type ChatPrincipal, mayAccess } from './chat-socket-auth.ts';

export interface ChatAttachmentDeps extends ChatMessageDeps {
  storage: DocumentStorage;
}

/** `Authorization: Bearer <token>` with any token the chat socket takes; anything else is 401. */
export async function chatCaller(
  app: Parameters<typeof authenticateChatToken>[0],
  authorization: string | undefined,
): Promise<ChatPrincipal> {
  const token = /^Bearer ([^\s]+)$/i.exec(authorization ?? '')?.[1];
  const principal = token ? await authenticateChatToken(app, token) : undefined;
  if (!principal) {
    throw new AppError('UNAUTHENTICATED', [CHAT_TOKEN_INVALID]);
  }
  return principal;
}

/** The conversation, if the caller takes part in it (or staffs its lender); otherwise 404. */
export async function accessibleConversation(
  deps: Pick<ChatMessageDeps, 'db'>,
  principal: ChatPrincipal,
  conversationUuid: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(deps.db, conversationUuid);
  if (!conversation || !mayAccess(principal, conversation)) {
    throw new AppError('NOT_FOUND', [CONVERSATION_NOT_FOUND]);
  }
  return conversation;
}

/** The sender's name for the file, reduced to safe characters and given the content's extension. */
function displayName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  return buildSafeFilename([base], extension);
}

export interface ChatUpload {
  filename: string;
  bytes: Uint8Array;
  clientMessageId: string | undefined;
}

/**
 * CHT-004/038: stores a file the caller sends into a conversation they take part in, as a message
 * of it. Checked by content, capped in size, encrypted at rest by the document storage; the file,
 * its row and the message commit together. A resend under the same client id stores nothing new.
 */
export async function uploadChatAttachment(
  deps: ChatAttachmentDeps,
  principal: ChatPrincipal,
  conversationUuid: string,
  upload: ChatUpload,
): Promise<ChatAttachmentUploadResponse> {
  const conversation = await accessibleConversation(deps, principal, conversationUuid);
  const author = await authorIn(deps, principal, conversation.uuid);
  if (!author) {
    throw new AppError('NOT_FOUND', [CONVERSATION_NOT_FOUND]);
  }
  if (upload.bytes.byteLength > CHAT_ATTACHMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', [CHAT_ATTACHMENT_TOO_LARGE]);
  }
  const detected = await detectChatAttachmentType(upload.filename, upload.bytes);
  const filename = displayName(upload.filename, detected.extension);
  const clientMessageId = upload.clientMessageId ?? randomUUID();
  const { seq } = await postMessage(deps, {
    conversationUuid: conversation.uuid,
    author,
    clientMessageId,
    body: filename,
    attach: async (tx) => {
      const row = await storeFileWithRow(tx, deps.storage, upload.bytes, detected.extension, (file) =>
        insertAttachment(tx, {
          conversationUuid: conversation.uuid,
          uploaderParticipantUuid: author.participantUuid,
          clientMessageId,
          filename,
          mime: detected.mime,
          size: file.size,
          sha256: file.sha256,
          storageKey: file.storageKey,
        }),
      );
      return row.uuid;
    },
  });
  const message = await findMessageByClientId(deps.db, {
    conversationUuid: conversation.uuid,
    authorParticipantUuid: author.participantUuid,
    clientMessageId,
  });
  const attachment =
    message?.attachmentUuid && (await findAttachment(deps.db, conversation.uuid, message.attachmentUuid));
  if (!attachment) {
    // The client id was already used for a text message.
    throw new AppError('CONFLICT', ['This message id is already taken by another message']);
  }
  return { attachment: toChatAttachment(attachment), seq };
}

export interface ChatAttachmentFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/** A file of a conversation the caller takes part in (or staffs); any other is 404. */
export async function readChatAttachment(
  deps: ChatAttachmentDeps,
  principal: ChatPrincipal,
  conversationUuid: string,
  attachmentUuid: string,
): Promise<ChatAttachmentFile> {
  const conversation = await accessibleConversation(deps, principal, conversationUuid);
  const row = await findAttachment(deps.db, conversation.uuid, attachmentUuid);
  if (!row) {
    throw new AppError('NOT_FOUND', ['Attachment not found']);
  }
  const bytes = await deps.storage.read(row.storageKey, deps.db);
  return {
    bytes,
    contentType: row.mime === 'text/plain' ? 'text/plain; charset=utf-8' : row.mime,
    filename: row.filename,
  };
}

/** CHT-005/009: the caller ends a conversation they take part in (or staff, one of their lenders'). */
export async function endChat(
  deps: ChatMessageDeps,
  principal: ChatPrincipal,
  conversationUuid: string,
  now: Date,
): Promise<void> {
  const conversation = await accessibleConversation(deps, principal, conversationUuid);
  await endConversation(deps, conversation.uuid, now);
}
