import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../../components/ui/banner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { useValidationMessage } from '../../../../lib/validation-message.ts';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { useRegisterSubmit } from '../../hooks/use-register-submit.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { createPasswordStep } from '../../lib/step-schemas.ts';
import { AccountExistsModal } from '../account-exists-modal.tsx';
import { CannotStartModal } from '../cannot-start-modal.tsx';
import { ConsentFields } from '../consent-fields.tsx';
import { LoadingScreen } from '../loading-screen.tsx';
import { PasswordStrengthMeter } from '../password-strength-meter.tsx';
import { StepLayout } from '../step-layout.tsx';

type Schema = ReturnType<typeof createPasswordStep>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/** REG-013/014, VAL-018…023, VAL-028/029, then the submit sequence (REG-034…042). */
export function PasswordStep({ backTo }: { backTo?: string }) {
  const { t } = useTranslation('registration');
  const translate = useValidationMessage();
  const announceErrors = useAnnounceErrors<Input>();
  const session = useSession();
  const needsPassword = session.status === 'anonymous';
  const data = useRegisterData();
  const schema = useMemo(() => createPasswordStep(needsPassword), [needsPassword]);
  const run = useRegisterSubmit();
  const { control, handleSubmit, watch } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '', ...data.consents },
    shouldFocusError: true,
  });
  const password = watch('password');

  const submit = handleSubmit(async (values) => {
    const { password: chosen, confirmPassword: _confirm, ...consents } = values;
    updateRegisterData({ consents });
    await run.submit(needsPassword ? chosen : null);
  }, announceErrors);

  const secret = (name: 'password' | 'confirmPassword') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={t(`password.${name}`)}
          type="password"
          autoComplete="new-password"
          validationBehavior="aria"
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={translate(fieldState.error?.message)}
        />
      )}
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
        {run.error ? (
          <Banner tone="error" announce>
            {run.error}
          </Banner>
        ) : null}
        {needsPassword ? (
          <>
            {secret('password')}
            <PasswordStrengthMeter password={password} />
            {secret('confirmPassword')}
          </>
        ) : null}
        <ConsentFields control={control} />
      </StepLayout>
      <LoadingScreen isVisible={run.isLoadingVisible} />
      <AccountExistsModal
        isOpen={run.accountExists && !run.isLoadingVisible}
        onOpenChange={run.setAccountExists}
      />
      <CannotStartModal
        reason={run.isLoadingVisible ? null : run.cannotStart}
        onOpenChange={(open) => !open && run.closeCannotStart()}
      />
    </>
  );
}
