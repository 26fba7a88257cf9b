import { endpointPath } from '@hearth/domain/api/endpoint';
import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormFileField } from '../../../components/ui/form-file-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { UploadSubmit, uploadSubmitLabels } from '../../../components/ui/upload-submit.tsx';
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
        <UploadSubmit upload={upload} labels={uploadSubmitLabels(t)} />
      </form>
      <Link to={getApplicationPagePath(uuid, 'insurance/requirements')} className="underline">
        {t('upload.requirements')}
      </Link>
    </PageSection>
  );
}
