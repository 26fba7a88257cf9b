import { ID_TYPES, type IdType } from '@hearth/domain/enums/id-type';
import { needsBack } from '@hearth/domain/journey/identity-documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type IdUploadForm, toIdFormData, zIdUploadForm } from '../../lib/id-upload-schema.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { useValidationMessage } from '../../lib/validation-message.ts';
import { FormRadioGroup } from '../ui/form-radio-group.tsx';
import { UploadSubmit } from '../ui/upload-submit.tsx';
import { IdSideField } from './id-side-field.tsx';

/** The words of an ID page's form, from its own catalogue. */
export interface IdDocumentFormLabels {
  idType: string;
  idTypeName: (idType: IdType) => string;
  uploading: string;
  failed: string;
  retry: string;
  submit: string;
}

export interface IdDocumentFormProps {
  /** The identity documents call of the borrower or of the additional signer. */
  uploadPath: string;
  onUploaded: () => void | Promise<void>;
  labels: IdDocumentFormLabels;
}

/** APP-010 / SGN-003: the ID's type (ENM-013), then each side it has, from the camera or a file. */
export function IdDocumentForm({ uploadPath, onUploaded, labels }: IdDocumentFormProps) {
  const translate = useValidationMessage();
  const upload = useUpload(uploadPath, onUploaded);
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
        label={labels.idType}
        options={ID_TYPES.map((value) => ({ value, label: labels.idTypeName(value) }))}
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
      <UploadSubmit upload={upload} labels={labels} />
    </form>
  );
}
