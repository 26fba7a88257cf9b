import { ID_TYPE_LABELS, ID_TYPES, type IdType } from '@hearth/domain/enums/id-type';
import { needsBack } from '@hearth/domain/journey/identity-documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getHelocPath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { type IdUploadForm, toIdFormData, zIdUploadForm } from '../../../lib/id-upload-schema.ts';
import { useUpload } from '../../../lib/use-upload.ts';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import { IdSideField } from '../components/id-side-field.tsx';

/** APP-010: the borrower's ID, each side it has, from the camera or a file (ENM-013 types). */
export function Component() {
  const { t } = useTranslation('identity');
  const translate = useValidationMessage();
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  const upload = useUpload(getHelocPath(uuid, '/identity/documents'), continueJourney);
  const { control, handleSubmit } = useForm<IdUploadForm>({
    resolver: zodResolver(zIdUploadForm),
    defaultValues: { idType: '', front: null, back: null },
    shouldFocusError: true,
  });
  const idType = useWatch({ control, name: 'idType' }) as IdType | '';
  const sides = needsBack(idType) ? (['front', 'back'] as const) : (['front'] as const);
  return (
    <PageSection title={t('title')} intro={t('intro')}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit((values) => upload.mutate(toIdFormData(values)))}
      >
        <FormRadioGroup
          control={control}
          name="idType"
          label={t('idType')}
          options={ID_TYPES.map((value) => ({
            value,
            label: t(`idTypes.${value}`, { defaultValue: ID_TYPE_LABELS[value] }),
          }))}
        />
        {idType
          ? sides.map((side) => (
              <Controller
                key={side}
                control={control}
                name={side}
                render={({ field, fieldState }) => (
                  <IdSideField
                    side={side}
                    file={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    errorMessage={translate(fieldState.error?.message)}
                  />
                )}
              />
            ))
          : null}
        {upload.isPending ? <UploadProgress label={t('uploading')} fraction={upload.progress} /> : null}
        {upload.error ? (
          <Banner tone="error" announce title={t('failed')}>
            {upload.error.message}
          </Banner>
        ) : null}
        <SubmitButton
          isSubmitting={upload.isPending}
          label={upload.error ? t('retry') : t('submit')}
          className="self-start"
        />
      </form>
    </PageSection>
  );
}
