import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAddressField } from '../../../../components/ui/form-address-field.tsx';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { formatAddressLine } from '../../../../lib/format-address.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { EMPTY_ADDRESS } from '../../lib/register-data.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { zHomeAddressStep } from '../../lib/schemas/address-step-schemas.ts';
import { AddressChoices } from '../address-choices.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Input = z.input<typeof zHomeAddressStep>;
type Output = z.output<typeof zHomeAddressStep>;

/** REG-007: where the applicant lives, asked when the property is not their primary home. */
export function HomeAddressStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const announceErrors = useAnnounceErrors<Input>();
  const { street2, ...rest } = useRegisterData().homeAddress;
  const parts = rest.street1 ? { ...rest, street2: '' } : null;
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const { control, handleSubmit, watch, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zHomeAddressStep),
    defaultValues: sent.isAnswer
      ? { address: { text: sent.values.address ?? '', parts: null }, street2: sent.values.street2 ?? '' }
      : { address: { text: parts ? formatAddressLine(parts) : '', parts }, street2 },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });
  const chosen = watch('address').parts !== null;

  const submit = handleSubmit((values) => {
    updateRegisterData({
      homeAddress: { ...(values.address.parts ?? EMPTY_ADDRESS), street2: values.street2 },
    });
    onDone();
  }, announceErrors);

  return (
    <StepLayout
      title={t('homeAddress.title')}
      intro={t('homeAddress.intro')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <FormAddressField control={control} name="address" label={t('homeAddress.address')} />
      <AddressChoices suggestions={sent.suggestions} />
      {chosen ? (
        <FormTextField
          control={control}
          name="street2"
          label={t('address.street2')}
          autoComplete="address-line2"
        />
      ) : null}
    </StepLayout>
  );
}
