import { ACCOUNT_TYPES, zAccountNumber } from '@hearth/domain/journey/bank-accounts';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { getLastFour } from '../lib/account-mask.ts';

/** The account fields both the disbursement and the autopay forms hold. */
export interface AccountFieldValues {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Routing and account numbers (typed twice), account type; the account is echoed by its last 4. */
export function ManualAccountFields({ control }: { control: Control<AccountFieldValues> }) {
  const { t } = useTranslation('bank');
  const accountNumber = useWatch({ control, name: 'accountNumber' });
  const isComplete = zAccountNumber.safeParse(accountNumber).success;
  return (
    <div className="flex flex-col gap-4">
      <FormTextField
        control={control}
        name="routingNumber"
        label={t('manual.routingNumber')}
        description={t('manual.routingHelp')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <FormTextField
        control={control}
        name="accountNumber"
        label={t('manual.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
      />
      <FormTextField
        control={control}
        name="confirmAccountNumber"
        label={t('manual.confirmAccountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
      />
      {isComplete ? (
        <p className="text-sm" data-testid="account-last-four">
          {t('account.endingIn', { lastFour: getLastFour(digitsOnly(accountNumber)) })}
        </p>
      ) : null}
      <FormRadioGroup
        control={control}
        name="accountType"
        label={t('manual.accountType')}
        orientation="horizontal"
        options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }))}
      />
    </div>
  );
}
