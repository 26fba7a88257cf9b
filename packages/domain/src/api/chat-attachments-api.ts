import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Files in a support chat (CHT-004, CHT-038/039). Either side of a conversation uploads a file into
 * it and downloads what the other sent. The caller proves who they are with
 * `Authorization: Bearer <token>`, the same tokens the chat socket takes: the chat token from chat
 * init (its one conversation), a borrower's JWT (their conversations) or a staff JWT (the
 * conversations of the lenders they work for). Anyone else, or another conversation, gets 404.
 */
const CHAT_CONVERSATION_API = '/service-chat/api/v1/conversations/:conversationId' as const;

/** CHT-038: the types a chat accepts, judged by the file's content on the server. */
export const CHAT_ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
export type ChatAttachmentExtension = (typeof CHAT_ATTACHMENT_EXTENSIONS)[number];

/** What the file picker offers; the server decides by content, whatever the picker let through. */
export const CHAT_ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.amr,.mp3,.mp4,.pdf,.txt';

/** A chat file is at most 10 MB (10,000,000 bytes, as CHT-039 counts them). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10_000_000;

export const CHAT_ATTACHMENT_UNSUPPORTED = 'Upload a JPG, PNG, AMR, MP3, MP4, PDF or TXT file';
export const CHAT_ATTACHMENT_TOO_LARGE = 'The file is larger than 10 MB';
export const CHAT_ATTACHMENT_EMPTY = 'The file is empty';

/** An uploaded file as a message carries it and the upload answers it. */
export const zChatAttachment = z.strictObject({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** The sender's file name, cleaned: shown, never used as a path. */
  filename: z.string().min(1).max(255),
  /** The type the content showed. */
  mime: z.string(),
  /** In bytes; the widget shows it per CHT-039. */
  size: z.number().int().positive(),
  createdAt: z.iso.datetime(),
});
export type ChatAttachment = z.infer<typeof zChatAttachment>;

export const zChatConversationParams = z.strictObject({ conversationId: z.uuid() });
export const zChatAttachmentParams = z.strictObject({ conversationId: z.uuid(), attachmentId: z.uuid() });

/** The upload is also a message of the conversation, numbered like the others (the socket delivers it). */
export const zChatAttachmentUploadResponse = z.strictObject({
  attachment: zChatAttachment,
  seq: z.number().int().positive(),
});
export type ChatAttachmentUploadResponse = z.infer<typeof zChatAttachmentUploadResponse>;

export const chatAttachmentsApi = {
  /**
   * Multipart form data: the part `file`, and optionally `clientMessageId` (as the socket's send:
   * an upload resent after a lost answer is stored once). 400 for a refused type or an empty file,
   * 413 above the cap, 409 once the chat has ended.
   */
  upload: defineEndpoint({
    id: 'chatAttachments.upload',
    method: 'POST',
    path: `${CHAT_CONVERSATION_API}/attachments`,
    auth: 'public',
    params: zChatConversationParams,
    multipart: true,
    response: zChatAttachmentUploadResponse,
    status: 201,
  }),
  /** The file itself, with its content type and the cleaned name as an attachment disposition. */
  download: defineEndpoint({
    id: 'chatAttachments.download',
    method: 'GET',
    path: `${CHAT_CONVERSATION_API}/attachments/:attachmentId`,
    auth: 'public',
    params: zChatAttachmentParams,
    response: 'file',
  }),
};
