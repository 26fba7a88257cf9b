import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import {
  type Signature,
  toSignature,
  type SignatureForm as Values,
  zSignatureForm,
} from '../lib/signature-schema.ts';
import { SignatureCanvas } from './signature-canvas.tsx';

export interface SignatureFormProps {
  isSigning: boolean;
  /** Signing stays locked until the document has been read to its end. */
  isLocked: boolean;
  submitLabel: string;
  onSign: (signature: Signature) => void;
}

/** Typed (shown in a script face) or drawn signature. */
export function SignatureForm({ isSigning, isLocked, submitLabel, onSign }: SignatureFormProps) {
  const { t } = useTranslation('signing');
  const translate = useValidationMessage();
  const errorId = useId();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(zSignatureForm),
    defaultValues: { kind: 'TYPED', text: '', pngBase64: '' },
    shouldFocusError: true,
  });
  const [kind, text] = useWatch({ control, name: ['kind', 'text'] });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => onSign(toSignature(values)))}
    >
      <FormRadioGroup
        control={control}
        name="kind"
        label={t('sign.how')}
        orientation="horizontal"
        options={[
          { value: 'TYPED', label: t('sign.typed') },
          { value: 'DRAWN', label: t('sign.drawn') },
        ]}
      />
      {kind === 'TYPED' ? (
        <>
          <FormTextField
            control={control}
            name="text"
            label={t('sign.typedLabel')}
            autoComplete="name"
            maxLength={100}
          />
          {text.trim() ? (
            <p aria-hidden="true" className="border-b-2 border-ink pb-1 font-serif text-3xl italic">
              {text}
            </p>
          ) : null}
        </>
      ) : (
        <Controller
          control={control}
          name="pngBase64"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1">
              <p className="font-medium">{t('sign.drawLabel')}</p>
              <SignatureCanvas
                onChange={field.onChange}
                errorId={errorId}
                isInvalid={Boolean(fieldState.error)}
              />
              {fieldState.error ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {translate(fieldState.error.message)}
                </p>
              ) : null}
            </div>
          )}
        />
      )}
      <p className="text-sm">{t('sign.consent')}</p>
      <SubmitButton
        isSubmitting={isSigning}
        isDisabled={isLocked}
        label={submitLabel}
        className="self-start"
      />
      {isLocked ? <p className="text-sm">{t('sign.scrollFirst')}</p> : null}
    </form>
  );
}
