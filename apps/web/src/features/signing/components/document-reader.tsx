import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from '../../../components/ui/pdf-viewer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getDocumentPdfQueryOptions } from '../api/signing-calls.ts';

export interface DocumentReaderProps {
  uuid: string;
  documentUuid: string;
  title: string;
  onReachedEnd: () => void;
}

/** One document's PDF (fetched with the borrower's token) in the viewer. */
export function DocumentReader({ uuid, documentUuid, title, onReachedEnd }: DocumentReaderProps) {
  const { t } = useTranslation('signing');
  const pdf = useQuery(getDocumentPdfQueryOptions(uuid, documentUuid));
  return (
    <QueryState query={pdf} loadingLabel={t('viewer.loading', { title })}>
      {(blob) => <PdfViewer source={blob} title={title} onReachedEnd={onReachedEnd} />}
    </QueryState>
  );
}
