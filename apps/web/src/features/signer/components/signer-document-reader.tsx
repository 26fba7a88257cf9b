import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PdfViewer } from '../../../components/ui/pdf-viewer.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getSignerDocumentPdfQueryOptions } from '../api/signer-calls.ts';

export interface SignerDocumentReaderProps {
  uuid: string;
  documentUuid: string;
  title: string;
  onReachedEnd: () => void;
}

/** One of the signer's documents (fetched with their token) in the kit's PDF viewer. */
export function SignerDocumentReader({ uuid, documentUuid, title, onReachedEnd }: SignerDocumentReaderProps) {
  const { t } = useTranslation('signer');
  const pdf = useQuery(getSignerDocumentPdfQueryOptions(uuid, documentUuid, false));
  return (
    <QueryState query={pdf} loadingLabel={t('sign.loadingDocument', { title })}>
      {(blob) => <PdfViewer source={blob} title={title} onReachedEnd={onReachedEnd} />}
    </QueryState>
  );
}
