import { type AccountChoice, type LinkedAccountSummary, zAccountChoice } from '@hearth/domain/journey/income';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormCheckboxGroup } from '../../../components/ui/form-checkbox-group.tsx';

export interface AccountsStepProps {
  /** The accounts the bank offered at the log-in. */
  accounts: readonly LinkedAccountSummary[];
  isLinking: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (choice: AccountChoice) => void;
}

/** Step 3: which accounts the lender may read (deposits show income), each by its last 4. */
export function AccountsStep({ accounts, isLinking, error, onBack, onSubmit }: AccountsStepProps) {
  const { t } = useTranslation('income');
  const { control, handleSubmit } = useForm<AccountChoice>({
    resolver: zodResolver(zAccountChoice),
    defaultValues: { accountIds: accounts.slice(0, 1).map((account) => account.accountId) },
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <FormCheckboxGroup
        control={control}
        name="accountIds"
        label={t('link.chooseAccounts')}
        options={accounts.map((account) => ({
          value: account.accountId,
          label: t('link.account', { name: account.name, lastFour: account.mask }),
        }))}
      />
      {error ? (
        <Banner tone="error" announce title={t('link.failedTitle')}>
          {error}
        </Banner>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={isLinking}>
          {isLinking ? t('link.linking') : error ? t('link.retry') : t('link.linkAccounts')}
        </Button>
        <Button variant="ghost" onPress={onBack} isDisabled={isLinking}>
          {t('link.back')}
        </Button>
      </div>
    </form>
  );
}
