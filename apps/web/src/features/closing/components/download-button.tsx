import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fetchDocumentPdf } from '../../../lib/heloc-application.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export interface DownloadButtonProps {
  uuid: string;
  documentUuid: string;
  title: string;
  fileName: string;
}

/** 007 `GET P/documents/{documentUuid}` with the borrower's token, saved as a PDF. */
export function DownloadButton({ uuid, documentUuid, title, fileName }: DownloadButtonProps) {
  const { t } = useTranslation('closing');
  const download = useMutation({
    mutationFn: () => fetchDocumentPdf(uuid, documentUuid),
    onSuccess: (blob) => saveBlob(blob, fileName),
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        isPending={download.isPending}
        onPress={() => download.mutate()}
        aria-label={t('disclosures.downloadNamed', { title })}
      >
        {download.error ? t('disclosures.retry') : t('disclosures.download')}
      </Button>
      {download.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('disclosures.failed', { message: download.error.message })}
        </p>
      ) : null}
    </div>
  );
}
