import type { PropertyCandidate, PropertySelectBody } from '@hearth/domain/journey/property-review';
import { zPropertySelectBody } from '@hearth/domain/journey/property-review';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendForm } from '../../../components/review/send-form.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { formatAddressLine } from '../../../lib/format-address.ts';
import { postPropertySelect } from '../api/property-calls.ts';

/** MULTIPLE_PROPERTIES → PROPERTY_SELECTED: one of the properties the records returned. */
export function PropertyChoiceForm({
  uuid,
  candidates,
}: {
  uuid: string;
  candidates: readonly PropertyCandidate[];
}) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<PropertySelectBody>({
    resolver: zodResolver(zPropertySelectBody),
    defaultValues: { propertyId: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (body: PropertySelectBody) => postPropertySelect(uuid, body),
    onSuccess: continueJourney,
  });
  const options = candidates.map((candidate) => ({
    value: candidate.propertyId,
    label: t('property.candidate', { address: formatAddressLine(candidate.address) }),
    description: t('property.candidateDetails', {
      type: t(`property.propertyTypes.${candidate.propertyType}`, { defaultValue: candidate.propertyType }),
      year: candidate.yearBuilt,
      area: candidate.livingAreaSqft.toLocaleString('en-US'),
      county: candidate.county,
    }),
  }));
  return (
    <SendForm
      onSubmit={handleSubmit((body) => send.mutate(body))}
      send={send}
      submitLabel={t('property.submitChoice')}
    >
      <FormRadioGroup
        control={control}
        name="propertyId"
        label={t('property.chooseLabel')}
        options={options}
      />
    </SendForm>
  );
}
