import type { AccountChoice, BankLogin } from '@hearth/domain/journey/income';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { setStoredHelocUuid } from '../../../lib/storage.ts';
import { postIncomeLink } from '../api/income-calls.ts';
import type { SandboxInstitution } from '../lib/sandbox-institutions.ts';
import { AccountsStep } from './accounts-step.tsx';
import { InstitutionStep } from './institution-step.tsx';
import { LoginStep } from './login-step.tsx';

type Step = 'institution' | 'login' | 'accounts';

export interface BankLinkDialogProps {
  uuid: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onLinked: () => unknown;
}

const EMPTY_LOGIN: BankLogin = { username: '', password: '' };

/** The bank's answer to wrong credentials comes back as a 4xx naming them (the sandbox: `user_bad`). */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/**
 * A bank-link dialog in the style of an aggregator's: pick the bank, log in, choose accounts. The
 * credentials go to the server once, with the chosen accounts; a refusal returns to the log-in.
 */
export function BankLinkDialog({ uuid, isOpen, onOpenChange, onLinked }: BankLinkDialogProps) {
  const { t } = useTranslation('income');
  const [step, setStep] = useState<Step>('institution');
  const [institution, setInstitution] = useState<SandboxInstitution | null>(null);
  const [login, setLogin] = useState<BankLogin>(EMPTY_LOGIN);
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useMutation({
    mutationFn: ({ accountIds }: AccountChoice) =>
      postIncomeLink(uuid, { institutionId: institution?.id ?? '', ...login, accountIds }),
    onSuccess: onLinked,
    onError: (error) => {
      if (isRefusal(error)) {
        setRefusal(error.message);
        setLogin({ username: login.username, password: '' });
        setStep('login');
      }
    },
  });
  useEffect(() => {
    if (isOpen) {
      // RTE-003: a bank's OAuth log-in returns to /plaid-oauth-success, which finds the way back here.
      setStoredHelocUuid(uuid);
    }
  }, [isOpen, uuid]);
  const close = (open: boolean) => {
    if (!open) {
      setStep('institution');
      setLogin(EMPTY_LOGIN);
      setRefusal(null);
      link.reset();
    }
    onOpenChange(open);
  };
  const title =
    step === 'institution' ? t('link.title') : t('link.titleAt', { institution: institution?.name ?? '' });
  return (
    <Modal id="bank-link" title={title} isOpen={isOpen} onOpenChange={close} isDismissable={!link.isPending}>
      <p className="mb-4 text-sm">{t('link.privacy')}</p>
      {step === 'institution' ? (
        <InstitutionStep
          onPick={(picked) => {
            setInstitution(picked);
            setStep('login');
          }}
        />
      ) : null}
      {step === 'login' && institution ? (
        <LoginStep
          key={refusal ?? 'first'}
          institutionName={institution.name}
          defaults={login}
          refusal={refusal}
          onBack={() => setStep('institution')}
          onSubmit={(values) => {
            setLogin(values);
            setRefusal(null);
            link.reset();
            setStep('accounts');
          }}
        />
      ) : null}
      {step === 'accounts' && institution ? (
        <AccountsStep
          accounts={institution.accounts}
          isLinking={link.isPending}
          error={link.error && !isRefusal(link.error) ? link.error.message : null}
          onBack={() => setStep('login')}
          onSubmit={(choice) => link.mutate(choice)}
        />
      ) : null}
    </Modal>
  );
}
