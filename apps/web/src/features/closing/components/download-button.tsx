import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
    mutationFn: () => apiFetch<Blob>(getHelocPath(uuid, `/documents/${documentUuid}`)),
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
