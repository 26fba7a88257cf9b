import { asksForSaleWithinSixMonths } from '@hearth/domain/registration/property-notices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormRadioGroup } from '../../../../components/ui/form-radio-group.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { useOrg } from '../../../../lib/org.tsx';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { zForSaleStep } from '../../lib/schemas/for-sale-step-schema.ts';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Input = z.input<typeof zForSaleStep>;
type Output = z.output<typeof zForSaleStep>;

function toAnswer(value: boolean | null): '' | 'yes' | 'no' {
  if (value === null) {
    return '';
  }
  return value ? 'yes' : 'no';
}

/** REG-008, VAL-041: whether the property is listed for sale (REG-016: or will be within 6 months). */
export function ForSaleStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const announceErrors = useAnnounceErrors<Input>();
  const data = useRegisterData();
  const withinSixMonths = asksForSaleWithinSixMonths(useOrg().orgCode);
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const { control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zForSaleStep),
    defaultValues: {
      isListedForSale: (sent.isAnswer
        ? (sent.values.isListedForSale ?? '')
        : toAnswer(data.isListedForSale)) as Input['isListedForSale'],
    },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    updateRegisterData((current) => ({
      ...current,
      isListedForSale: values.isListedForSale === 'yes',
      flags: { ...current.flags, isSaleStatusSet: true },
    }));
    onDone();
  }, announceErrors);

  return (
    <StepLayout
      title={t('forSale.title')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <FormRadioGroup
        control={control}
        name="isListedForSale"
        label={t(withinSixMonths ? 'forSale.questionSixMonths' : 'forSale.question')}
        options={[
          { value: 'yes', label: t('forSale.yes') },
          { value: 'no', label: t('forSale.no') },
        ]}
      />
    </StepLayout>
  );
}
