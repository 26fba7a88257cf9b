import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import type { OpsDocument } from '@hearth/domain/ops/application-file';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { codeLabel } from '../../lib/labels.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { DocumentViewer } from './document-viewer.tsx';
import { documentsQuery } from './file-queries.ts';
import { Section } from './section.tsx';

function kb(size: number): string {
  return `${Math.max(1, Math.round(size / 1024))} KB`;
}

/**
 * Every document of the file, generated or uploaded. Viewing and downloading read the bytes with
 * the staff token (both audited by the server); roles that see personal data masked cannot open them.
 */
export function DocumentsSection({
  applicationUuid,
  canOpen,
}: {
  applicationUuid: string;
  canOpen: boolean;
}) {
  const documents = useQuery(documentsQuery(applicationUuid));
  const [shown, setShown] = useState<{ document: OpsDocument; blob: Blob } | null>(null);
  const open = useMutation({
    mutationFn: async ({ document, download }: { document: OpsDocument; download: boolean }) => {
      const endpoint = download ? opsFileApi.downloadDocument : opsFileApi.viewDocument;
      const blob = await callEndpoint(endpoint, {
        params: { uuid: applicationUuid, documentUuid: document.uuid },
      });
      return { document, blob: blob as Blob, download };
    },
    onSuccess: ({ document, blob, download }) => {
      if (download) {
        saveBlob(blob, document.filename);
      } else {
        setShown({ document, blob });
      }
    },
  });
  return (
    <Section id="documents" title="Documents">
      {canOpen ? null : (
        <p id="documents-unavailable" className="text-muted">
          Your role cannot open documents: they hold personal data.
        </p>
      )}
      {open.isError ? <Alert>{errorMessage(open.error)}</Alert> : null}
      <QueryState query={documents}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-muted">No documents yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((document) => (
                <li
                  key={document.uuid}
                  className="flex flex-col gap-2 border-b border-line pb-2 sm:flex-row sm:items-center sm:gap-3"
                >
                  <span className="min-w-0 break-words sm:flex-1">
                    <span className="font-medium">{codeLabel(document.type)}</span> · {document.filename} ·{' '}
                    {kb(document.size)} · {document.uploadedBy.kind.toLowerCase()} ·{' '}
                    {formatDateTime(document.uploadedAt)}
                    {document.condition
                      ? ` · for “${document.condition.title}” (${document.condition.review})`
                      : ''}
                  </span>
                  <div className="flex gap-3">
                    <Button
                      variant="secondary"
                      isDisabled={!canOpen}
                      aria-describedby={canOpen ? undefined : 'documents-unavailable'}
                      aria-label={`View ${document.filename}`}
                      isPending={
                        open.isPending &&
                        open.variables?.document.uuid === document.uuid &&
                        !open.variables.download
                      }
                      onPress={() => open.mutate({ document, download: false })}
                    >
                      View
                    </Button>
                    <Button
                      variant="secondary"
                      isDisabled={!canOpen}
                      aria-describedby={canOpen ? undefined : 'documents-unavailable'}
                      aria-label={`Download ${document.filename}`}
                      isPending={
                        open.isPending &&
                        open.variables?.document.uuid === document.uuid &&
                        open.variables.download
                      }
                      onPress={() => open.mutate({ document, download: true })}
                    >
                      Download
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {shown ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">Viewing {shown.document.filename}</h3>
            <Button variant="secondary" onPress={() => setShown(null)}>
              Close viewer
            </Button>
          </div>
          <DocumentViewer document={shown.document} blob={shown.blob} />
        </div>
      ) : null}
    </Section>
  );
}
