import { BORROWER_PROPERTY_CONDITIONS } from '@hearth/domain/journey/valuation';
import { Fragment } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import type { BpoConditionFormValues } from '../lib/bpo-order-forms.ts';

/** The yes/no questions, each with the field a "yes" asks to fill in. */
const YES_NO_QUESTIONS = [
  { question: 'recentUpdates', details: 'updateDetails' },
  { question: 'repairsNeeded', details: 'repairDetails' },
] as const;

/** The property condition questions of a Texas BPO; a "yes" asks for the details. */
export function ConditionQuestions({
  control,
  values,
}: {
  control: Control<BpoConditionFormValues>;
  values: BpoConditionFormValues['condition'];
}) {
  const { t } = useTranslation('branch-pages');
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
      {YES_NO_QUESTIONS.map(({ question, details }) => (
        <Fragment key={question}>
          <FormRadioGroup
            control={control}
            name={`condition.${question}`}
            label={t(`bpo.${question}`)}
            options={yesNo}
            orientation="horizontal"
          />
          {values[question] === 'true' ? (
            <FormTextField
              control={control}
              name={`condition.${details}`}
              label={t(`bpo.${details}`)}
              multiline
              rows={3}
            />
          ) : null}
        </Fragment>
      ))}
    </fieldset>
  );
}
