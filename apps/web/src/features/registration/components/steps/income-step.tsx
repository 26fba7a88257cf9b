import { EMPLOYMENT_TYPES } from '@hearth/domain/enums/employment-type';
import { isLowIncome } from '@hearth/domain/validation/income';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { LOW_INCOME_NOTICE, zIncomeStep } from '../../lib/schemas/income-step-schema.ts';
import { SelectField } from '../select-field.tsx';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Input = z.input<typeof zIncomeStep>;
type Output = z.output<typeof zIncomeStep>;

const toText = (value: number | null) => (value === null ? '' : String(value));

/** REG-009, VAL-042…047: employment type, annual income, other income, the low-income check. */
export function IncomeStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const { income } = useRegisterData();
  // The step sent without scripts comes back rendered with its messages and what was typed (its
  // action), or with a low income to confirm (VAL-047).
  const sent = useFormActionAnswer<Input>();
  const [lowIncome, setLowIncome] = useState<Output | null>(() =>
    sent.notice === LOW_INCOME_NOTICE ? (zIncomeStep.safeParse(sent.values).data ?? null) : null,
  );
  const { control, handleSubmit, formState, watch } = useForm<Input, unknown, Output>({
    resolver: zodResolver(zIncomeStep),
    defaultValues: sent.isAnswer
      ? {
          employmentType: (sent.values.employmentType ?? '') as Input['employmentType'],
          income: sent.values.income ?? '',
          otherIncome: sent.values.otherIncome ?? '',
        }
      : {
          employmentType: income.employmentType as Input['employmentType'],
          income: toText(income.income),
          otherIncome: toText(income.otherIncome),
        },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });

  const save = (values: Output) => {
    updateRegisterData((current) => ({
      ...current,
      income: {
        employmentType: values.employmentType,
        income: values.income,
        otherIncome: values.otherIncome,
      },
      flags: { ...current.flags, isIncomeSet: true },
    }));
    onDone();
  };

  const submit = handleSubmit((values, event) => {
    // The banner's confirmation is the form's own submit button, so it works before scripts too.
    const confirmed = (event?.nativeEvent as SubmitEvent | undefined)?.submitter?.getAttribute('name');
    if (isLowIncome(values.income) && lowIncome === null && confirmed !== 'confirmLowIncome') {
      setLowIncome(values);
      return;
    }
    save(values);
  }, announceErrors);

  // A changed amount asks again before a low income goes on (VAL-047).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === 'income' || name === 'otherIncome') {
        setLowIncome(null);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  return (
    <StepLayout
      title={t('income.title')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <Controller
        control={control}
        name="employmentType"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('income.employmentType')}
            name={field.name}
            value={field.value}
            options={[
              { value: '', label: t('income.employmentPlaceholder') },
              ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employment.${type}`) })),
            ]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            errorMessage={translate(fieldState.error?.message)}
          />
        )}
      />
      <FormTextField
        control={control}
        name="income"
        label={t('income.income')}
        description={t('income.incomeHelp')}
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name="otherIncome"
        label={t('income.otherIncome')}
        description={t('income.otherIncomeHelp')}
        inputMode="decimal"
      />
      {lowIncome ? (
        <Banner
          tone="warning"
          announce
          title={t('income.lowIncomeTitle')}
          action={
            <Button variant="secondary" size="sm" type="submit" name="confirmLowIncome" value="yes">
              {t('income.confirm')}
            </Button>
          }
        >
          {t('income.lowIncomeBody')}
        </Banner>
      ) : null}
    </StepLayout>
  );
}
