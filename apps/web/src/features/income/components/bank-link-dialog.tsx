import type { AccountChoice, BankLogin, IncomeLoginResult, Institution } from '@hearth/domain/journey/income';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { setStoredHelocUuid } from '../../../lib/storage.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { postIncomeLinkAccounts, postIncomeLogin } from '../api/income-calls.ts';
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
 * A bank-link dialog in the style of an aggregator's: pick one of the banks the link provider
 * lists, log in (the credentials go to the server once; the bank's answer lists its accounts),
 * choose the accounts to share. A refusal stays at the log-in.
 */
export function BankLinkDialog({ uuid, isOpen, onOpenChange, onLinked }: BankLinkDialogProps) {
  const { t } = useTranslation('income');
  const [step, setStep] = useState<Step>('institution');
  const [institution, setInstitution] = useState<Institution | null>(null);
  const [login, setLogin] = useState<BankLogin>(EMPTY_LOGIN);
  const [refusal, setRefusal] = useState<string | null>(null);
  const describeError = useErrorMessage();
  /** Each refusal shows the log-in afresh: the password cleared, the username kept. */
  const [refusals, setRefusals] = useState(0);
  const [loggedIn, setLoggedIn] = useState<IncomeLoginResult | null>(null);
  const logIn = useMutation({
    mutationFn: (values: BankLogin) =>
      postIncomeLogin(uuid, { institutionId: institution?.id ?? '', ...values }),
    onSuccess: (result, values) => {
      // The password has done its work: going back means logging in again.
      setLogin({ username: values.username, password: '' });
      setLoggedIn(result);
      setStep('accounts');
    },
    onError: (error, values) => {
      if (isRefusal(error)) {
        setRefusal(describeError(error));
        setRefusals((count) => count + 1);
        setLogin({ username: values.username, password: '' });
      }
    },
  });
  const share = useMutation({
    mutationFn: ({ accountIds }: AccountChoice) =>
      postIncomeLinkAccounts(uuid, { linkId: loggedIn?.linkId ?? '', accountIds }),
    onSuccess: onLinked,
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
      setLoggedIn(null);
      logIn.reset();
      share.reset();
    }
    onOpenChange(open);
  };
  const title =
    step === 'institution' ? t('link.title') : t('link.titleAt', { institution: institution?.name ?? '' });
  return (
    <Modal
      id="bank-link"
      title={title}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!logIn.isPending && !share.isPending}
    >
      <p className="mb-4 text-sm">{t('link.privacy')}</p>
      {step === 'institution' ? (
        <InstitutionStep
          uuid={uuid}
          onPick={(picked) => {
            setInstitution(picked);
            setStep('login');
          }}
        />
      ) : null}
      {step === 'login' && institution ? (
        <LoginStep
          key={refusals}
          institutionName={institution.name}
          defaults={login}
          refusal={refusal}
          error={logIn.error && !isRefusal(logIn.error) ? describeError(logIn.error) : null}
          isLoggingIn={logIn.isPending}
          onBack={() => {
            logIn.reset();
            setStep('institution');
          }}
          onSubmit={(values) => {
            setRefusal(null);
            share.reset();
            logIn.mutate(values);
          }}
        />
      ) : null}
      {step === 'accounts' && loggedIn ? (
        <AccountsStep
          accounts={loggedIn.accounts}
          isLinking={share.isPending}
          error={share.error ? describeError(share.error) : null}
          onBack={() => {
            logIn.reset();
            setStep('login');
          }}
          onSubmit={(choice) => share.mutate(choice)}
        />
      ) : null}
    </Modal>
  );
}
