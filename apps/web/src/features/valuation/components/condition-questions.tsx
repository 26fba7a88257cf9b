import { BORROWER_PROPERTY_CONDITIONS } from '@hearth/domain/journey/valuation';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import type { BpoConditionFormValues } from '../lib/bpo-order-forms.ts';

/** The property condition questions of a Texas BPO; a "yes" asks for the details. */
export function ConditionQuestions({
  control,
  values,
}: {
  control: Control<BpoConditionFormValues>;
  values: BpoConditionFormValues['condition'];
}) {
  const { t } = useTranslation('application-review');
  const yesNo = [
    { value: 'true', label: t('bpo.yes') },
    { value: 'false', label: t('bpo.no') },
  ];
  return (
    <fieldset className="flex flex-col gap-5">
      <FormRadioGroup
        control={control}
        name="condition.overallCondition"
        label={t('bpo.overall')}
        options={BORROWER_PROPERTY_CONDITIONS.map((value) => ({
          value,
          label: t(`bpo.conditions.${value}`),
        }))}
      />
      <FormRadioGroup
        control={control}
        name="condition.recentUpdates"
        label={t('bpo.recentUpdates')}
        options={yesNo}
        orientation="horizontal"
      />
      {values.recentUpdates === 'true' ? (
        <FormTextField
          control={control}
          name="condition.updateDetails"
          label={t('bpo.updateDetails')}
          multiline
          rows={3}
        />
      ) : null}
      <FormRadioGroup
        control={control}
        name="condition.repairsNeeded"
        label={t('bpo.repairsNeeded')}
        options={yesNo}
        orientation="horizontal"
      />
      {values.repairsNeeded === 'true' ? (
        <FormTextField
          control={control}
          name="condition.repairDetails"
          label={t('bpo.repairDetails')}
          multiline
          rows={3}
        />
      ) : null}
    </fieldset>
  );
}
