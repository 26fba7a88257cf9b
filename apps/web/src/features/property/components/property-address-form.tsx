import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendError } from '../../../components/review/send-error.tsx';
import { FormAddressField } from '../../../components/ui/form-address-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { postPropertyAddress } from '../api/property-calls.ts';
import {
  type CorrectedAddressForm,
  toPropertyAddressBody,
  zCorrectedAddressForm,
} from '../lib/corrected-address-form.ts';

/** NO_PROPERTY_FOUND → PROPERTY_ADDRESS_CORRECTED: the address again, from the typeahead. */
export function PropertyAddressForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation('application-review');
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
    <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit((values) => send.mutate(values))}>
      <FormAddressField control={control} name="address" label={t('property.address')} />
      {chosen ? (
        <FormTextField
          control={control}
          name="street2"
          label={t('property.unit')}
          autoComplete="address-line2"
        />
      ) : null}
      <SendError error={send.error} />
      <SubmitButton
        isSubmitting={send.isPending}
        label={send.error ? t('common.retry') : t('property.submitAddress')}
        className="self-start"
      />
    </form>
  );
}
