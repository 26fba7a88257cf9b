import { type BankLogin, zBankLogin } from '@hearth/domain/journey/income';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

export interface LoginStepProps {
  institutionName: string;
  defaults: BankLogin;
  /** The bank refused the credentials last time (the server's message). */
  refusal: string | null;
  /** The log-in did not get through (no answer from the bank); what was typed stays. */
  error: string | null;
  isLoggingIn: boolean;
  onBack: () => void;
  onSubmit: (login: BankLogin) => void;
}

/** Step 2: the borrower's online-banking log-in; the bank's answer lists its accounts (007). */
export function LoginStep({
  institutionName,
  defaults,
  refusal,
  error,
  isLoggingIn,
  onBack,
  onSubmit,
}: LoginStepProps) {
  const { t } = useTranslation('income');
  const { control, handleSubmit } = useForm<BankLogin>({
    resolver: zodResolver(zBankLogin),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <p>{t('link.loginIntro', { institution: institutionName })}</p>
      {refusal ? (
        <Banner tone="error" announce title={t('link.refusedTitle')}>
          {refusal}
        </Banner>
      ) : null}
      {error ? (
        <Banner tone="error" announce title={t('link.loginFailedTitle')}>
          {error}
        </Banner>
      ) : null}
      <FormTextField control={control} name="username" label={t('link.username')} autoComplete="off" />
      <FormTextField
        control={control}
        name="password"
        label={t('link.password')}
        type="password"
        autoComplete="off"
      />
      <p className="text-sm">{t('link.sandboxHint')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={isLoggingIn}>
          {isLoggingIn ? t('link.loggingIn') : t('link.logIn')}
        </Button>
        <Button variant="ghost" onPress={onBack} isDisabled={isLoggingIn}>
          {t('link.back')}
        </Button>
      </div>
    </form>
  );
}
