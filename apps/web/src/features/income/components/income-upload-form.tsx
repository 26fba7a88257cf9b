import { endpointPath } from '@hearth/domain/api/endpoint';
import { incomeApi } from '@hearth/domain/api/income-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormFileField } from '../../../components/ui/form-file-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { uploadFile } from '../../../lib/upload-file.ts';
import { UPLOAD_ACCEPT } from '../../../lib/upload-rules.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { toIncomeDocumentType } from '../lib/income-document-type.ts';
import { type IncomeUploadForm as Values, zIncomeUploadForm } from '../lib/upload-schema.ts';

export interface IncomeUploadFormProps {
  uuid: string;
  type: string;
  count: number;
  onDone: () => unknown;
}

/**
 * 007 `POST P/income/documents` once per file. Files already accepted are not sent again on retry;
 * every chosen file stays in the form after a failure.
 */
export function IncomeUploadForm({ uuid, type, count, onDone }: IncomeUploadFormProps) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('income');
  const sent = useRef(new Set<File>());
  const [progress, setProgress] = useState(0);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(zIncomeUploadForm),
    defaultValues: { files: Array.from({ length: count }, () => null) },
    shouldFocusError: true,
  });
  const upload = useMutation({
    mutationFn: async ({ files }: Values) => {
      const chosen = files.filter((file): file is File => file instanceof File);
      for (const [index, file] of chosen.entries()) {
        if (sent.current.has(file)) {
          continue;
        }
        const form = new FormData();
        form.append('type', toIncomeDocumentType(type));
        form.append('file', file, file.name);
        await uploadFile(endpointPath(incomeApi.uploadDocument, { uuid }), form, {
          onProgress: (fraction) => setProgress((index + fraction) / chosen.length),
        });
        sent.current.add(file);
      }
    },
    onSuccess: onDone,
  });
  const buttonLabel = upload.error
    ? t('upload.retry')
    : count > 1
      ? t('upload.submitMany')
      : t('upload.submitOne');
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((values) => upload.mutate(values))}
    >
      {Array.from({ length: count }, (_, index) => (
        <FormFileField
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed, one per requested document
          key={index}
          control={control}
          name={`files.${index}`}
          label={count > 1 ? t('upload.fileN', { n: index + 1, count }) : t('upload.file')}
          description={t('upload.help')}
          accept={UPLOAD_ACCEPT}
        />
      ))}
      {upload.isPending ? <UploadProgress label={t('upload.uploading')} fraction={progress} /> : null}
      {upload.error ? (
        <Banner tone="error" announce title={t('upload.failed')}>
          {describeError(upload.error)}
        </Banner>
      ) : null}
      <SubmitButton isSubmitting={upload.isPending} label={buttonLabel} className="self-start" />
    </form>
  );
}
