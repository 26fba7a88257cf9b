import { OCCUPANCY_TYPES } from '@hearth/domain/enums/occupancy-type';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../../components/ui/banner.tsx';
import { FormAddressField } from '../../../../components/ui/form-address-field.tsx';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { RadioGroupField } from '../../../../components/ui/radio-group-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { formatAddressLine } from '../../../../lib/format-address.ts';
import { importWithRetry } from '../../../../lib/lazy-with-retry.ts';
import { sendEvent } from '../../../../lib/send-event.ts';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { usePropertyNotices } from '../../hooks/use-property-notices.ts';
import { EMPTY_ADDRESS } from '../../lib/register-data.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { zPropertyStep } from '../../lib/schemas/address-step-schemas.ts';
import { AddressChoices } from '../address-choices.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

// The modals (and React Aria's Dialog) load only when an address needs one: not on the first paint.
const loadNoticeModals = importWithRetry(() => import('../property-notice-modals.tsx'));
const HawaiiModal = lazy(async () => ({ default: (await loadNoticeModals()).HawaiiModal }));
const NewYorkModal = lazy(async () => ({ default: (await loadNoticeModals()).NewYorkModal }));

type Input = z.input<typeof zPropertyStep>;
type Output = z.output<typeof zPropertyStep>;

/**
 * REG-006: the property address (typeahead) and its occupancy (VAL-035…037); for the chosen address
 * the Hawaii and New York modals (REG-017/018), the referral licence block (VAL-038/039) and the
 * disaster warning (VAL-040).
 */
export function PropertyStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const { street2, occupancyType, ...rest } = data.propertyAddress;
  const parts = rest.street1 ? { ...rest, street2: '' } : null;
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const { control, handleSubmit, watch, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zPropertyStep),
    defaultValues: sent.errors
      ? {
          address: { text: sent.values.address ?? '', parts: null },
          street2: sent.values.street2 ?? '',
          occupancyType: (sent.values.occupancyType ?? '') as Input['occupancyType'],
        }
      : {
          address: { text: parts ? formatAddressLine(parts) : '', parts },
          street2,
          occupancyType: occupancyType as Input['occupancyType'],
        },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });
  const chosenParts = watch('address').parts;
  const chosen = chosenParts !== null;
  const notices = usePropertyNotices(chosenParts);
  const [openModal, setOpenModal] = useState<'hawaii' | 'newYork' | null>(null);
  const chosenKey = chosenParts ? `${chosenParts.state}|${chosenParts.zip}|${chosenParts.street1}` : '';
  const modalFor: 'hawaii' | 'newYork' | null = notices.newYork
    ? 'newYork'
    : notices.hawaii
      ? 'hawaii'
      : null;
  // Each newly chosen address opens its modal once; Continue opens it again (below).
  useEffect(() => {
    if (chosenKey !== '') {
      setOpenModal(modalFor);
    }
  }, [chosenKey, modalFor]);
  const blockedMessage = notices.referralBlocked ?? notices.stateBlocked;

  const submitValid = handleSubmit((values) => {
    const address = values.address.parts ?? EMPTY_ADDRESS;
    updateRegisterData((current) => ({
      ...current,
      propertyAddress: { ...address, street2: values.street2, occupancyType: values.occupancyType },
    }));
    void sendEvent('heloc-register-start');
    onDone();
  }, announceErrors);
  const submit: typeof submitValid = async (event) => {
    if (notices.newYork) {
      event?.preventDefault();
      setOpenModal('newYork');
      return;
    }
    if (blockedMessage) {
      event?.preventDefault();
      return;
    }
    await submitValid(event);
  };

  return (
    <StepLayout
      title={t('property.title')}
      intro={t('property.intro')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <FormAddressField
        control={control}
        name="address"
        label={t('property.address')}
        description={t('property.addressHelp')}
      />
      <AddressChoices suggestions={sent.suggestions} />
      {notices.disaster ? (
        <Banner tone="warning" announce>
          {t('property.disasterWarning')}
        </Banner>
      ) : null}
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
          <RadioGroupField
            label={t('property.occupancy')}
            name={field.name}
            value={field.value}
            options={OCCUPANCY_TYPES.map((type) => ({ value: type, label: t(`occupancy.${type}`) }))}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isDisabled={blockedMessage !== undefined}
            errorMessage={translate(blockedMessage ?? fieldState.error?.message)}
          />
        )}
      />
      <Suspense fallback={null}>
        {openModal === 'hawaii' ? (
          <HawaiiModal isOpen onOpenChange={(open) => setOpenModal(open ? 'hawaii' : null)} />
        ) : null}
        {openModal === 'newYork' && notices.newYork ? (
          <NewYorkModal
            redirect={notices.newYork}
            onOpenChange={(open) => setOpenModal(open ? 'newYork' : null)}
          />
        ) : null}
      </Suspense>
    </StepLayout>
  );
}
