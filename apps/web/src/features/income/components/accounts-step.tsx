import { type AccountChoice, zAccountChoice } from '@hearth/domain/journey/income';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useValidationMessage } from '../../../lib/validation-message.ts';
import type { SandboxAccount } from '../lib/sandbox-institutions.ts';

export interface AccountsStepProps {
  accounts: readonly SandboxAccount[];
  isLinking: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (choice: AccountChoice) => void;
}

/** Step 3: which accounts the lender may read (deposits show income), each by its last 4. */
export function AccountsStep({ accounts, isLinking, error, onBack, onSubmit }: AccountsStepProps) {
  const { t } = useTranslation('income');
  const translate = useValidationMessage();
  const { control, handleSubmit } = useForm<AccountChoice>({
    resolver: zodResolver(zAccountChoice),
    defaultValues: { accountIds: accounts.slice(0, 1).map((account) => account.id) },
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="accountIds"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            value={field.value}
            onChange={field.onChange}
            isInvalid={Boolean(fieldState.error)}
            validationBehavior="aria"
            className="flex flex-col gap-2"
          >
            <Label className="font-medium">{t('link.chooseAccounts')}</Label>
            {accounts.map((account) => (
              <Checkbox
                key={account.id}
                value={account.id}
                className="group flex cursor-pointer items-center gap-3 rounded-lg border-2 border-line px-4 py-3 data-[selected]:border-brand data-[focus-visible]:outline-2"
              >
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className="flex size-5 items-center justify-center rounded border-2 border-ink"
                    >
                      {isSelected ? '✓' : ''}
                    </span>
                    {t('link.account', { name: account.name, lastFour: account.mask })}
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
