import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { fetchDocumentPdf } from '../../../lib/heloc-application.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** 007 `GET P/documents/{documentUuid}` with the borrower's token: the adverse action notice PDF. */
export function NoticeDownload({
  uuid,
  notice,
}: {
  uuid: string;
  notice: { documentUuid: string; filename: string };
}) {
  const { t } = useTranslation('branch-pages');
  const download = useMutation({
    mutationFn: () => fetchDocumentPdf(uuid, notice.documentUuid),
    onSuccess: (blob) => saveBlob(blob, notice.filename),
  });
  return (
    <div className="flex flex-col gap-2">
      <Button className="self-start" isPending={download.isPending} onPress={() => download.mutate()}>
        {download.error ? t('common.retry') : t('decline.download')}
      </Button>
      {download.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('decline.downloadFailed', { message: download.error.message })}
        </p>
      ) : null}
    </div>
  );
}
