import multipart from '@fastify/multipart';
import { chatApi } from '@hearth/domain/api/chat-api';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TOO_LARGE,
  chatAttachmentsApi,
} from '@hearth/domain/api/chat-attachments-api';
import { CHAT_TOKEN_INVALID } from '@hearth/domain/chat/chat-rules';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import {
  type ChatAttachmentDeps,
  type ChatUpload,
  chatCaller,
  endChat,
  readChatAttachment,
  uploadChatAttachment,
} from './chat-attachments.service.ts';
import type { ChatPrincipal } from './chat-socket-auth.ts';

export const FILE_REQUIRED = 'Attach one file in the "file" field';
const CLIENT_MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Per address: a person sends a few files a minute; more is refused before anything is read. */
const UPLOAD_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const READ_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** Multipart `file` (exactly one) and an optional `clientMessageId`; above the cap is 413. */
async function readChatUpload(request: FastifyRequest): Promise<ChatUpload> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', [FILE_REQUIRED]);
  }
  let file: { filename: string; bytes: Buffer } | undefined;
  let clientMessageId: string | undefined;
  try {
    const limits = { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file) {
          throw new AppError('VALIDATION', [FILE_REQUIRED]);
        }
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'clientMessageId') {
        if (typeof part.value !== 'string' || !CLIENT_MESSAGE_ID.test(part.value)) {
          throw new AppError('VALIDATION', ['Not a valid message id']);
        }
        clientMessageId = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', [CHAT_ATTACHMENT_TOO_LARGE]);
    }
    throw error;
  }
  if (!file) {
    throw new AppError('VALIDATION', [FILE_REQUIRED]);
  }
  return { ...file, clientMessageId };
}

/**
 * Files in a support chat (CHT-004, CHT-038) and ending a chat (CHT-005/009), for either side:
 * the caller's chat token, borrower JWT or staff JWT decides which conversations they reach.
 */
export async function registerChatConversationRoutes(
  app: FastifyInstance,
  deps: ChatAttachmentDeps,
): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart);
  }
  const tags = ['chat'];
  // The token is checked before the params are validated: a caller without one learns nothing.
  const principals = new WeakMap<FastifyRequest, ChatPrincipal>();
  const preValidation = async (request: FastifyRequest) => {
    principals.set(request, await chatCaller(app, request.headers.authorization));
  };
  const principalOf = (request: FastifyRequest): ChatPrincipal => {
    const principal = principals.get(request);
    if (!principal) {
      throw new AppError('UNAUTHENTICATED', [CHAT_TOKEN_INVALID]);
    }
    return principal;
  };
  registerEndpoint(app, chatAttachmentsApi.upload, {
    tags,
    config: { rateLimit: UPLOAD_RATE_LIMIT },
    preValidation,
    errors: [401, 404, 409, 413],
    summary:
      'Send a file into a chat (CHT-004): jpg, png, amr, mp3, mp4, pdf or txt by content, at most 10 MB',
    description:
      'Bearer: the chat token, a borrower’s JWT or a staff JWT. The file becomes a message of the conversation.',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const upload = await readChatUpload(request);
      const answer = await uploadChatAttachment(deps, principal, request.params.conversationId, upload);
      return reply.status(201).send(answer);
    },
  });
  registerEndpoint(app, chatAttachmentsApi.download, {
    tags,
    config: { rateLimit: READ_RATE_LIMIT },
    preValidation,
    errors: [401, 404],
    produces: [
      'image/jpeg',
      'image/png',
      'audio/amr',
      'audio/mpeg',
      'video/mp4',
      'application/pdf',
      'text/plain',
    ],
    summary: 'A file sent in a chat, for a participant or the lender’s staff; 404 for anyone else',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const file = await readChatAttachment(
        deps,
        principal,
        request.params.conversationId,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
  registerEndpoint(app, chatApi.end, {
    tags,
    config: { rateLimit: READ_RATE_LIMIT },
    preValidation,
    errors: [401, 404],
    summary: 'End a chat (CHT-005/009): its subscribers receive the closing message; the end panel follows',
    handler: async (request, reply) => {
      const principal = principalOf(request);
      await endChat(deps, principal, request.params.conversationId, new Date());
      return reply.status(204).send();
    },
  });
}
