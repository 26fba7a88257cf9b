import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { PAYOFF_PREFERENCES } from '@hearth/domain/offers/payoff-preference';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
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
  if (offers.liabilities.length === 0) {
    return null;
  }
  return (
    <>
      <FormCheckboxGroup
        control={control}
        name="payoffLiabilityIds"
        label={t('payoff.debtsLabel')}
        description={t('payoff.debtsHelp')}
        options={offers.liabilities.map((debt) => ({
          value: debt.id,
          label: t('payoff.debt', {
            creditor: debt.creditor,
            type: t(`payoff.types.${debt.type}`, { defaultValue: debt.type }),
            balance: formatCurrency(debt.monetaryBalance),
          }),
        }))}
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
