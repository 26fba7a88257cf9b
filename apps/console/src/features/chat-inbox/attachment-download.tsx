import { type ChatAttachment, chatAttachmentsApi } from '@hearth/domain/api/chat-attachments-api';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** CHT-039: a file's size in bytes, KB (1,000) or MB (1,000,000). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_000) {
    return `${bytes} bytes`;
  }
  if (bytes < 1_000_000) {
    return `${(bytes / 1_000).toFixed(1)} KB`;
  }
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * A file sent into the chat: its name and size, and a download fetched with the staff token (never
 * a link carrying it) and saved from a Blob, as the application file's documents are.
 */
export function AttachmentDownload({ attachment }: { attachment: ChatAttachment }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  async function download() {
    setPending(true);
    setFailure(undefined);
    try {
      const blob = await callEndpoint(chatAttachmentsApi.download, {
        params: { conversationId: attachment.conversationId, attachmentId: attachment.id },
      });
      saveBlob(blob, attachment.filename);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        {attachment.filename} ({formatFileSize(attachment.size)})
      </span>
      <Button
        variant="secondary"
        className="px-2 py-1 text-sm"
        isPending={pending}
        aria-label={`Download ${attachment.filename}`}
        onPress={() => void download()}
      >
        Download
      </Button>
      {failure ? (
        <span role="alert" className="text-sm font-medium text-danger">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
