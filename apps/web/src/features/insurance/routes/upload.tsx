import { endpointPath } from '@hearth/domain/api/endpoint';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormFileField } from '../../../components/ui/form-file-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { UPLOAD_ACCEPT, zChosenFile } from '../../../lib/upload-rules.ts';
import { useUpload } from '../../../lib/use-upload.ts';

const zInsuranceForm = z.object({ file: zChosenFile() });
type InsuranceInput = z.input<typeof zInsuranceForm>;
type InsuranceForm = z.output<typeof zInsuranceForm>;

/** APP-011: the policy's declarations page, 007 `POST P/insurance` (multipart `file`). */
export function Component() {
  const { t } = useTranslation('insurance');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  const upload = useUpload(endpointPath(insuranceApi.upload, { uuid }), continueJourney);
  const { control, handleSubmit } = useForm<InsuranceInput, unknown, InsuranceForm>({
    resolver: zodResolver(zInsuranceForm),
    defaultValues: { file: null },
    shouldFocusError: true,
  });
  const send = handleSubmit(({ file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    upload.mutate(form);
  });
  return (
    <PageSection title={t('upload.title')} intro={t('upload.intro')}>
      <form noValidate className="flex flex-col gap-5" onSubmit={send}>
        <FormFileField
          control={control}
          name="file"
          label={t('upload.file')}
          description={t('upload.help')}
          accept={UPLOAD_ACCEPT}
        />
        {upload.isPending ? (
          <UploadProgress label={t('upload.uploading')} fraction={upload.progress} />
        ) : null}
        {upload.error ? (
          <Banner tone="error" announce title={t('upload.failed')}>
            {upload.error.message}
          </Banner>
        ) : null}
        <SubmitButton
          isSubmitting={upload.isPending}
          label={upload.error ? t('upload.retry') : t('upload.submit')}
          className="self-start"
        />
      </form>
      <Link to={getApplicationPagePath(uuid, 'insurance/requirements')} className="underline">
        {t('upload.requirements')}
      </Link>
    </PageSection>
  );
}
