import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../../components/ui/banner.tsx';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { importWithRetry } from '../../../../lib/lazy-with-retry.ts';
import { useSession } from '../../../../lib/session.tsx';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { useRegisterSubmit } from '../../hooks/use-register-submit.ts';
import { useSmsConsentPrompts } from '../../hooks/use-sms-consent-prompts.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { createPasswordStep } from '../../lib/schemas/password-step-schema.ts';
import { ConsentFields } from '../consent-fields.tsx';
import { LoadingScreen } from '../loading-screen.tsx';
import { PasswordStrengthMeter } from '../password-strength-meter.tsx';
import { RegulatoryConsents } from '../regulatory-consents.tsx';
import { StepLayout } from '../step-layout.tsx';

// The modals (React Aria's Dialog) load when the submit needs one.
const loadAccountExists = importWithRetry(() => import('../account-exists-modal.tsx'));
const loadCannotStart = importWithRetry(() => import('../cannot-start-modal.tsx'));
const AccountExistsModal = lazy(async () => ({ default: (await loadAccountExists()).AccountExistsModal }));
const CannotStartModal = lazy(async () => ({ default: (await loadCannotStart()).CannotStartModal }));

type Schema = ReturnType<typeof createPasswordStep>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/** REG-013/014, VAL-018…023, VAL-028/029, then the submit sequence (REG-034…042). */
export function PasswordStep({ backTo }: { backTo?: string }) {
  const { t } = useTranslation('registration');
  const announceErrors = useAnnounceErrors<Input>();
  const session = useSession();
  const needsPassword = session.status === 'anonymous';
  const data = useRegisterData();
  const schema = useMemo(() => createPasswordStep(needsPassword), [needsPassword]);
  const run = useRegisterSubmit();
  const prompts = useSmsConsentPrompts();
  // The page sent without scripts comes back with its messages and the consents as ticked, never
  // the passwords (its action); or with what the submit answered (the account exists…).
  const sent = useFormActionAnswer<Input>();
  const ticked = (name: string) => (sent.values[name] ?? '') !== '';
  const { control, handleSubmit, watch } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: sent.isAnswer
      ? {
          password: '',
          confirmPassword: '',
          termPrivacyConsent: ticked('termPrivacyConsent'),
          communicationConsent: ticked('communicationConsent'),
          smsMarketingConsent: ticked('smsMarketingConsent'),
          smsTransactionalConsent: ticked('smsTransactionalConsent'),
          eSignConsent: ticked('eSignConsent'),
          softCreditConsent: ticked('softCreditConsent'),
        }
      : {
          password: '',
          confirmPassword: '',
          ...data.consents,
          eSignConsent: data.regulatoryConsents.eSign,
          softCreditConsent: data.regulatoryConsents.softCredit,
        },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });
  const password = watch('password');
  const rulesId = useId();
  const translate = useValidationMessage();

  const submit = handleSubmit(async (values) => {
    const {
      password: chosen,
      confirmPassword: _confirm,
      eSignConsent,
      softCreditConsent,
      ...consents
    } = values;
    updateRegisterData({
      consents,
      regulatoryConsents: { eSign: eSignConsent, softCredit: softCreditConsent },
      // REG-040: the prompt versions the borrower answered, saved with the answers (step 6).
      smsConsentPrompts: {
        ...(prompts.SMS ? { SMS: prompts.SMS.uuid } : {}),
        ...(prompts.SMS_TRANSACTIONAL ? { SMS_TRANSACTIONAL: prompts.SMS_TRANSACTIONAL.uuid } : {}),
      },
    });
    await run.submit(needsPassword ? chosen : null);
  }, announceErrors);

  const secret = (name: 'password' | 'confirmPassword', describedBy?: string) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`password.${name}`)}
      type="password"
      autoComplete="new-password"
      aria-describedby={describedBy}
    />
  );

  return (
    <>
      <StepLayout
        title={t(needsPassword ? 'password.title' : 'password.titleSignedIn')}
        onSubmit={submit}
        isSubmitting={run.isLoading}
        backTo={backTo}
      >
        {run.error || sent.formError ? (
          <Banner tone="error" announce>
            {translate(run.error ?? sent.formError)}
          </Banner>
        ) : null}
        {sent.notice && !run.isLoading ? (
          <Banner tone="error" announce title={t(`${sent.notice}.title`)}>
            {t(`${sent.notice}.body`)}
            {sent.notice.startsWith('cannotStart.') ? (
              // The account exists and the borrower is signed in: where the modal's button leads.
              <>
                {' '}
                <a href="/dashboard" className="font-semibold underline">
                  {t('cannotStart.continue')}
                </a>
              </>
            ) : null}
          </Banner>
        ) : null}
        {needsPassword ? (
          <>
            {secret('password', rulesId)}
            <PasswordStrengthMeter password={password} rulesId={rulesId} />
            {secret('confirmPassword')}
          </>
        ) : null}
        <ConsentFields control={control} prompts={prompts} />
        <RegulatoryConsents control={control} />
      </StepLayout>
      <LoadingScreen isVisible={run.isLoadingVisible} busyWaitSeconds={run.busyWaitSeconds} />
      <Suspense fallback={null}>
        {run.accountExists && !run.isLoadingVisible ? (
          <AccountExistsModal isOpen onOpenChange={run.setAccountExists} />
        ) : null}
        {run.cannotStart && !run.isLoadingVisible ? (
          <CannotStartModal
            reason={run.cannotStart}
            onOpenChange={(open) => !open && run.closeCannotStart()}
          />
        ) : null}
      </Suspense>
    </>
  );
}
