import { formatUsPhone } from '@hearth/domain/validation/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { zContactStep } from '../../lib/step-schemas.ts';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Input = z.input<typeof zContactStep>;
type Output = z.output<typeof zContactStep>;

/** KIT-013 / VAL-025: (xxx) xxx-xxxx, digits only, at most the 14 characters of the US format. */
export const PHONE_MAX_LENGTH = 14;

/** REG-012, VAL-008/009, VAL-024…027: mobile phone and email. */
export function ContactStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const { control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zContactStep),
    defaultValues: { phoneNumber: formatUsPhone(data.phoneNumber), email: data.email },
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    updateRegisterData({ phoneNumber: values.phoneNumber, email: values.email });
    onDone();
  }, announceErrors);

  return (
    <StepLayout
      title={t('contact.title')}
      intro={t('contact.intro')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <TextField
            label={t('contact.phone')}
            description={t('contact.phoneHelp')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            validationBehavior="aria"
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(formatUsPhone(value.replace(/[^\d()\s-]/g, '')))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={translate(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            isReadOnly={data.flags.isEmailPrefilled}
            validationBehavior="aria"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={translate(fieldState.error?.message)}
          />
        )}
      />
    </StepLayout>
  );
}
