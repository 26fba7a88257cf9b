import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendForm } from '../../../components/review/send-form.tsx';
import { FormAddressField } from '../../../components/ui/form-address-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { postPropertyAddress } from '../api/property-calls.ts';
import {
  type CorrectedAddressForm,
  toPropertyAddressBody,
  zCorrectedAddressForm,
} from '../lib/corrected-address-form.ts';

/** NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED: the address again, from the typeahead. */
export function PropertyAddressForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit, watch } = useForm<CorrectedAddressForm>({
    resolver: zodResolver(zCorrectedAddressForm),
    defaultValues: { address: { text: '', parts: null }, street2: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: CorrectedAddressForm) => postPropertyAddress(uuid, toPropertyAddressBody(values)),
    onSuccess: continueJourney,
  });
  const chosen = watch('address').parts !== null;
  return (
    <SendForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      submitLabel={t('property.submitAddress')}
    >
      <FormAddressField control={control} name="address" label={t('property.address')} />
      {chosen ? (
        <FormTextField
          control={control}
          name="street2"
          label={t('property.unit')}
          autoComplete="address-line2"
        />
      ) : null}
    </SendForm>
  );
}
