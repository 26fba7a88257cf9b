import {
  CHAT_ATTACHMENT_EMPTY,
  CHAT_ATTACHMENT_UNSUPPORTED,
  type ChatAttachmentExtension,
} from '@hearth/domain/api/chat-attachments-api';
import { AppError } from '@hearth/domain/errors/app-error';
import { fileTypeFromBuffer } from 'file-type';
import { mismatchMessage } from '../documents/detect-upload-type.ts';

/** CHT-038, by the mime type the content's magic bytes give, with the names each may carry. */
const BY_CONTENT: Record<string, { extension: ChatAttachmentExtension; names: readonly string[] }> = {
  'image/jpeg': { extension: 'jpg', names: ['jpg', 'jpeg', 'jpe'] },
  'image/png': { extension: 'png', names: ['png'] },
  'audio/amr': { extension: 'amr', names: ['amr'] },
  'audio/mpeg': { extension: 'mp3', names: ['mp3'] },
  'video/mp4': { extension: 'mp4', names: ['mp4', 'm4v'] },
  'application/pdf': { extension: 'pdf', names: ['pdf'] },
};
const TEXT_NAMES = ['txt'];

export interface DetectedChatAttachment {
  mime: string;
  extension: ChatAttachmentExtension;
}

function extensionOf(filename: string): string | undefined {
  return /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim())?.[1]?.toLowerCase();
}

/** Text is what has no magic bytes: valid UTF-8 without control characters but tab and line ends. */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/**
 * A chat file's real type from its content, never from the client's content type: one of
 * CHT-038's, and not claimed by its name to be another of them.
 */
export async function detectChatAttachmentType(
  filename: string,
  bytes: Uint8Array,
): Promise<DetectedChatAttachment> {
  if (bytes.byteLength === 0) {
    throw new AppError('VALIDATION', [CHAT_ATTACHMENT_EMPTY]);
  }
  const claimed = extensionOf(filename);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    if (isPlainText(bytes) && (claimed === undefined || TEXT_NAMES.includes(claimed))) {
      return { mime: 'text/plain', extension: 'txt' };
    }
    throw new AppError('VALIDATION', [refusal(filename, claimed, 'not one of the accepted types')]);
  }
  const accepted = BY_CONTENT[detected.mime];
  if (!accepted) {
    throw new AppError('VALIDATION', [refusal(filename, claimed, detected.mime)]);
  }
  if (claimed !== undefined && !accepted.names.includes(claimed)) {
    throw new AppError('VALIDATION', [mismatchMessage(filename, detected.mime)]);
  }
  return { mime: detected.mime, extension: accepted.extension };
}

function refusal(filename: string, claimed: string | undefined, content: string): string {
  const claimsAccepted =
    claimed !== undefined &&
    (TEXT_NAMES.includes(claimed) ||
      Object.values(BY_CONTENT).some((entry) => entry.names.includes(claimed)));
  return claimsAccepted ? mismatchMessage(filename, content) : CHAT_ATTACHMENT_UNSUPPORTED;
}
