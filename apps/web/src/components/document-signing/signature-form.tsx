import {
  createSignatureFormSchema,
  type Signature,
  toSignature,
  type SignatureForm as Values,
} from '@hearth/domain/journey/document-signing';
import type { LegalName } from '@hearth/domain/journey/signature-name';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useValidationMessage } from '../../lib/validation-message.ts';
import { FormRadioGroup } from '../ui/form-radio-group.tsx';
import { FormTextField } from '../ui/form-text-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TranslationNote } from '../ui/translation-notice.tsx';
import { SignatureCanvas } from './signature-canvas.tsx';

/** The words of a signing page's form, from its own catalogue. */
export interface SignatureFormLabels {
  typedName: string;
  consent: string;
  /** Translated, the note that the English version of the consent governs (empty in English). */
  translationNotice?: string;
  scrollFirst: string;
  /** Present where the signer may draw instead of typing (closing documents). */
  drawing?: { how: string; typed: string; drawn: string; drawLabel: string; drawArea: string; clear: string };
}

export interface SignatureFormProps {
  labels: SignatureFormLabels;
  isSigning: boolean;
  /** Signing stays locked until the document has been read to its end (KIT-019). */
  isLocked: boolean;
  submitLabel: string;
  onSign: (signature: Signature) => void;
  /** The signer's legal name: a typed signature must be it (checked again by the server). */
  legalName?: LegalName;
  /** The server's refusal of the typed name, shown at the field like the form's own message. */
  nameRefusal?: string | null;
}

/** A typed signature (shown in a script face) or, where offered, a drawn one. */
export function SignatureForm({
  labels,
  isSigning,
  isLocked,
  submitLabel,
  onSign,
  legalName,
  nameRefusal,
}: SignatureFormProps) {
  const translate = useValidationMessage();
  const errorId = useId();
  const { firstName, middleName, lastName, suffix } = legalName ?? {};
  const schema = useMemo(
    () =>
      createSignatureFormSchema(
        firstName || lastName ? { firstName, middleName, lastName, suffix } : undefined,
      ),
    [firstName, middleName, lastName, suffix],
  );
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { kind: 'TYPED', text: '', pngBase64: '' },
    shouldFocusError: true,
  });
  useEffect(() => {
    if (nameRefusal) {
      setError('text', { type: 'server', message: nameRefusal }, { shouldFocus: true });
    }
  }, [nameRefusal, setError]);
  const [kind, text] = useWatch({ control, name: ['kind', 'text'] });
  const { drawing } = labels;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => onSign(toSignature(values)))}
    >
      {drawing ? (
        <FormRadioGroup
          control={control}
          name="kind"
          label={drawing.how}
          orientation="horizontal"
          options={[
            { value: 'TYPED', label: drawing.typed },
            { value: 'DRAWN', label: drawing.drawn },
          ]}
        />
      ) : null}
      {kind === 'TYPED' || !drawing ? (
        <>
          <FormTextField
            control={control}
            name="text"
            label={labels.typedName}
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
              <p className="font-medium">{drawing.drawLabel}</p>
              <SignatureCanvas
                onChange={field.onChange}
                errorId={errorId}
                isInvalid={Boolean(fieldState.error)}
                label={drawing.drawArea}
                clearLabel={drawing.clear}
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
      <TranslationNote text={labels.translationNotice} />
      <p className="text-sm">{labels.consent}</p>
      <SubmitButton
        isSubmitting={isSigning}
        isDisabled={isLocked}
        label={submitLabel}
        className="self-start"
      />
      {isLocked ? <p className="text-sm">{labels.scrollFirst}</p> : null}
    </form>
  );
}
