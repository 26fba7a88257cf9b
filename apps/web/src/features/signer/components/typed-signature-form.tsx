import {
  type TypedSignatureForm as Values,
  zTypedSignatureForm,
} from '@hearth/domain/journey/document-signing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

export interface TypedSignatureFormProps {
  isSigning: boolean;
  /** Signing stays locked until the document has been read to its end (KIT-019). */
  isLocked: boolean;
  submitLabel: string;
  onSign: (text: string) => void;
}

/** The owner types their full name as their signature (shown in a script face), after the consent. */
export function TypedSignatureForm({ isSigning, isLocked, submitLabel, onSign }: TypedSignatureFormProps) {
  const { t } = useTranslation('signer');
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(zTypedSignatureForm),
    defaultValues: { text: '' },
    shouldFocusError: true,
  });
  const text = useWatch({ control, name: 'text' });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => onSign(values.text))}>
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
