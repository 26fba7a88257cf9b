import { ID_TYPE_LABELS, ID_TYPES, type IdType } from '@hearth/domain/enums/id-type';
import { needsBack } from '@hearth/domain/journey/identity-documents';
import type { SignerIdentityResult } from '@hearth/domain/signer/signer-application';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormFileField } from '../../../components/ui/form-file-field.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { type IdUploadForm, toIdFormData, zIdUploadForm } from '../../../lib/id-upload-schema.ts';
import { getSignerApiPath, getSignerApplicationsQueryOptions } from '../../../lib/signer-application.ts';
import { UPLOAD_ACCEPT } from '../../../lib/upload-rules.ts';
import { useUpload } from '../../../lib/use-upload.ts';

/** The signer's ID (the borrower's ID call, for the signer): the type, then each side it has. */
export function SignerIdForm({ uuid, onUploaded }: { uuid: string; onUploaded: () => void }) {
  const { t } = useTranslation('signer');
  const queryClient = useQueryClient();
  const upload = useUpload<SignerIdentityResult>(getSignerApiPath(uuid, '/identity/documents'), async () => {
    await queryClient.invalidateQueries({ queryKey: getSignerApplicationsQueryOptions().queryKey });
    onUploaded();
  });
  const { control, handleSubmit } = useForm<IdUploadForm>({
    resolver: zodResolver(zIdUploadForm),
    defaultValues: { idType: '', front: null, back: null },
    shouldFocusError: true,
  });
  const idType = useWatch({ control, name: 'idType' }) as IdType | '';
  const sides = needsBack(idType) ? (['front', 'back'] as const) : (['front'] as const);
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((values) => upload.mutate(toIdFormData(values)))}
    >
      <FormRadioGroup
        control={control}
        name="idType"
        label={t('identity.idType')}
        options={ID_TYPES.map((value) => ({
          value,
          label: t(`identity.idTypes.${value}`, { defaultValue: ID_TYPE_LABELS[value] }),
        }))}
      />
      {idType
        ? sides.map((side) => (
            <FormFileField
              key={side}
              control={control}
              name={side}
              label={t(`identity.sides.${side}`)}
              description={t('identity.sideHelp')}
              accept={UPLOAD_ACCEPT}
            />
          ))
        : null}
      {upload.isPending ? (
        <UploadProgress label={t('identity.uploading')} fraction={upload.progress} />
      ) : null}
      {upload.error ? (
        <Banner tone="error" announce title={t('identity.failed')}>
          {upload.error.message}
        </Banner>
      ) : null}
      <SubmitButton
        isSubmitting={upload.isPending}
        label={upload.error ? t('identity.retry') : t('identity.submit')}
        className="self-start"
      />
    </form>
  );
}
