import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { PAYOFF_PREFERENCES } from '@hearth/domain/offers/payoff-preference';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import type { SelectionForm } from '../lib/selection-form.ts';

/** OFR-009/010/020: debts from the credit report to pay off from the draw, and how the slider treats them. */
export function PayoffFields({
  control,
  offers,
  hasPayoffs,
}: {
  control: Control<SelectionForm>;
  offers: OffersView;
  hasPayoffs: boolean;
}) {
  const { t } = useTranslation('offers');
  const translate = useValidationMessage();
  if (offers.liabilities.length === 0) {
    return null;
  }
  return (
    <>
      <Controller
        control={control}
        name="payoffLiabilityIds"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            value={field.value}
            onChange={field.onChange}
            isInvalid={Boolean(fieldState.error)}
            validationBehavior="aria"
            className="flex flex-col gap-2"
          >
            <Label className="font-medium">{t('payoff.debtsLabel')}</Label>
            <Text slot="description" className="text-sm">
              {t('payoff.debtsHelp')}
            </Text>
            {offers.liabilities.map((debt, index) => (
              <Checkbox
                key={debt.id}
                value={debt.id}
                inputRef={index === 0 ? field.ref : undefined}
                className="group flex cursor-pointer items-center gap-3"
              >
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2"
                    >
                      {isSelected ? '✓' : ''}
                    </span>
                    {t('payoff.debt', {
                      creditor: debt.creditor,
                      type: t(`payoff.types.${debt.type}`, { defaultValue: debt.type }),
                      balance: formatCurrency(debt.monetaryBalance),
                    })}
                  </>
                )}
              </Checkbox>
            ))}
            <FieldError className="text-sm font-medium text-red-700">
              {translate(fieldState.error?.message)}
            </FieldError>
          </CheckboxGroup>
        )}
      />
      {hasPayoffs ? (
        <FormRadioGroup
          control={control}
          name="payoffPreference"
          label={t('payoff.preferenceLabel')}
          options={PAYOFF_PREFERENCES.map((preference) => ({
            value: preference,
            label: t(`payoff.${preference}`),
            description: t(`payoff.${preference}_help`),
          }))}
        />
      ) : null}
    </>
  );
}
