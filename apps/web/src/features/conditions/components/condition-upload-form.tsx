import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { getRequestedDocumentCount } from '@hearth/domain/conditions/condition-location';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormFileField } from '../../../components/ui/form-file-field.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { UploadSubmit, uploadSubmitLabels } from '../../../components/ui/upload-submit.tsx';
import { UPLOAD_ACCEPT, zChosenFile } from '../../../lib/upload-rules.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { getConditionsQueryOptions, getConditionUploadPath } from '../api/conditions-calls.ts';

const zUploadForm = z.object({ type: z.string(), file: zChosenFile(UPLOAD_ACCEPT) });
type UploadForm = z.input<typeof zUploadForm>;

/**
 * Answers a condition with its documents, one file per upload (type among the condition's document
 * types; the link's conditionType first), with progress and a retry that keeps the chosen file.
 */
export function ConditionUploadForm({
  applicationUuid,
  condition,
  initialType,
}: {
  applicationUuid: string;
  condition: Condition;
  initialType: string | null;
}) {
  const { t } = useTranslation('conditions');
  const { t: tDocuments } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const total = getRequestedDocumentCount(condition);
  const types = condition.requestDocuments;
  const firstType = types.find((type) => type === initialType) ?? types[0] ?? '';
  const { control, handleSubmit, reset } = useForm<UploadForm>({
    resolver: zodResolver(zUploadForm),
    defaultValues: { type: firstType, file: null },
    shouldFocusError: true,
  });
  const upload = useUpload<Condition>(getConditionUploadPath(applicationUuid, condition.uuid), async () => {
    setSent((count) => count + 1);
    reset({ type: firstType, file: null });
    await queryClient.invalidateQueries({ queryKey: getConditionsQueryOptions(applicationUuid).queryKey });
  });
  const done = upload.data?.actionNeeded === false;
  const send = handleSubmit((values) => {
    const form = new FormData();
    if (values.type) {
      form.append('type', values.type);
    }
    if (values.file) {
      form.append('file', values.file, values.file.name);
    }
    upload.mutate(form);
  });
  if (done) {
    return <Banner tone="success" announce title={t('upload.done')} />;
  }
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={send}>
      {total > 1 ? (
        <p className="font-medium" aria-live="polite">
          {t('upload.progress', { sent, total })}
        </p>
      ) : null}
      {types.length > 1 ? (
        <FormRadioGroup
          control={control}
          name="type"
          label={t('upload.type')}
          options={types.map((type) => ({
            value: type,
            label: tDocuments(`types.${type}`, { defaultValue: type }),
          }))}
        />
      ) : null}
      <FormFileField
        control={control}
        name="file"
        label={t('upload.file')}
        description={t('upload.fileHelp')}
        accept={UPLOAD_ACCEPT}
      />
      <UploadSubmit upload={upload} labels={uploadSubmitLabels(t)} />
    </form>
  );
}
