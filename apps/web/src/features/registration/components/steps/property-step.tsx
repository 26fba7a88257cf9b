import { OCCUPANCY_TYPES } from '@hearth/domain/enums/occupancy-type';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { sendEvent } from '../../api/send-event.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { EMPTY_ADDRESS } from '../../lib/register-data.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { zPropertyStep } from '../../lib/step-schemas.ts';
import { formatAddressLine } from '../../lib/title-case.ts';
import { AddressCombobox } from '../address-combobox.tsx';
import { ChoiceField } from '../choice-field.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Input = z.input<typeof zPropertyStep>;
type Output = z.output<typeof zPropertyStep>;

/** REG-006: the property address (typeahead) and its occupancy (VAL-035…037). */
export function PropertyStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const { street2, occupancyType, ...rest } = data.propertyAddress;
  const parts = rest.street1 ? { ...rest, street2: '' } : null;
  const { control, handleSubmit, watch, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zPropertyStep),
    defaultValues: {
      address: { text: parts ? formatAddressLine(parts) : '', parts },
      street2,
      occupancyType: occupancyType as Input['occupancyType'],
    },
    shouldFocusError: true,
  });
  const chosen = watch('address').parts !== null;

  const submit = handleSubmit((values) => {
    const address = values.address.parts ?? EMPTY_ADDRESS;
    updateRegisterData((current) => ({
      ...current,
      propertyAddress: { ...address, street2: values.street2, occupancyType: values.occupancyType },
    }));
    void sendEvent('heloc-register-start');
    onDone();
  }, announceErrors);

  return (
    <StepLayout
      title={t('property.title')}
      intro={t('property.intro')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <AddressCombobox
            label={t('property.address')}
            description={t('property.addressHelp')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={translate(fieldState.error?.message)}
          />
        )}
      />
      {chosen ? (
        <FormTextField
          control={control}
          name="street2"
          label={t('address.street2')}
          autoComplete="address-line2"
        />
      ) : null}
      <Controller
        control={control}
        name="occupancyType"
        render={({ field, fieldState }) => (
          <ChoiceField
            label={t('property.occupancy')}
            name={field.name}
            value={field.value}
            options={OCCUPANCY_TYPES.map((type) => ({ value: type, label: t(`occupancy.${type}`) }))}
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
