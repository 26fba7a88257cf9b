import {
  type CountryCode,
  formatPhoneInput,
  getPhoneExample,
  getPhoneMaxLength,
  isPhoneCountry,
  splitStoredPhone,
} from '@hearth/domain/validation/phone-country';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { createContactStep } from '../../lib/schemas/contact-step-schema.ts';
import { PhoneCountryField } from '../phone-country-field.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Schema = ReturnType<typeof createContactStep>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/** The selected country's rules decide each validation (KIT-013). */
const resolveContact: Resolver<Input, unknown, Output> = (values, context, options) =>
  zodResolver(createContactStep(values.phoneCountry))(values, context, options);

function readCountry(value: string): CountryCode {
  return isPhoneCountry(value) ? value : 'US';
}

/** REG-012, VAL-008/009, VAL-024…027, KIT-013/014: mobile phone (with its country) and email. */
export function ContactStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const stored = splitStoredPhone(data.phoneNumber);
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const initialCountry = sent.isAnswer
    ? readCountry(sent.values.phoneCountry ?? '')
    : data.phoneNumber.startsWith('+')
      ? stored.countryCode
      : readCountry(data.phoneCountry);
  const { control, handleSubmit, formState, watch, getValues, setValue, clearErrors } = useForm<
    Input,
    unknown,
    Output
  >({
    resolver: resolveContact,
    defaultValues: {
      phoneCountry: initialCountry,
      phoneNumber: sent.isAnswer
        ? (sent.values.phoneNumber ?? '')
        : formatPhoneInput(stored.national, initialCountry),
      email: sent.isAnswer ? (sent.values.email ?? '') : data.email,
    },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });
  const country = readCountry(watch('phoneCountry'));

  const changeCountry = (next: string) => {
    const nextCountry = readCountry(next);
    setValue('phoneCountry', nextCountry);
    setValue('phoneNumber', formatPhoneInput(getValues('phoneNumber'), nextCountry));
    clearErrors('phoneNumber');
  };

  const submit = handleSubmit((values) => {
    updateRegisterData({
      phoneNumber: values.phoneNumber,
      phoneCountry: values.phoneCountry,
      email: values.email,
    });
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
      <PhoneCountryField value={country} onChange={changeCountry} />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('contact.phone')}
        description={
          country === 'US'
            ? t('contact.phoneHelp')
            : t('contact.phoneHelpOther', { example: getPhoneExample(country) })
        }
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={getPhoneMaxLength(country)}
        formatValue={(value) => formatPhoneInput(value, country)}
      />
      <FormTextField
        control={control}
        name="email"
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        isReadOnly={data.flags.isEmailPrefilled}
      />
    </StepLayout>
  );
}
