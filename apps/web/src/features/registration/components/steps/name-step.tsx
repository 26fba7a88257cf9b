import { NAME_SUFFIXES } from '@hearth/domain/enums/name-suffix';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { createNameStep } from '../../lib/schemas/name-step-schema.ts';
import { SelectField } from '../select-field.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Schema = ReturnType<typeof createNameStep>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;
type TextName = 'firstName' | 'middleName' | 'lastName';

const AUTOCOMPLETE: Record<TextName, string> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
};

/** REG-010, REG-015, VAL-010…017: the legal name; read-only when it came from the profile. */
export function NameStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const readOnly = data.flags.isNamePrefilled;
  const schema = useMemo(() => createNameStep(import.meta.env.PROD), []);
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const { control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: sent.isAnswer
      ? {
          firstName: sent.values.firstName ?? '',
          middleName: sent.values.middleName ?? '',
          lastName: sent.values.lastName ?? '',
          suffix: (sent.values.suffix ?? '') as Input['suffix'],
        }
      : data.name,
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    updateRegisterData({ name: values });
    onDone();
  }, announceErrors);

  const text = (name: TextName) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`name.${name}`)}
      autoComplete={AUTOCOMPLETE[name]}
      isReadOnly={readOnly}
    />
  );

  return (
    <StepLayout
      title={t('name.title')}
      intro={t('name.intro')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      {text('firstName')}
      {text('middleName')}
      {text('lastName')}
      <Controller
        control={control}
        name="suffix"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('name.suffix')}
            name={field.name}
            value={field.value ?? ''}
            options={NAME_SUFFIXES.map((suffix) => ({
              value: suffix,
              label: suffix === '' ? t('name.noSuffix') : suffix,
            }))}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            isDisabled={readOnly}
            errorMessage={translate(fieldState.error?.message)}
          />
        )}
      />
    </StepLayout>
  );
}
