import type { ChatAttachment } from '@hearth/domain/api/chat-attachments-api';
import type { AttachmentRow } from './chat.repository.ts';

/** A stored attachment as the API and the socket show it. */
export function toChatAttachment(row: AttachmentRow): ChatAttachment {
  return {
    id: row.uuid,
    conversationId: row.conversationUuid,
    filename: row.filename,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}
