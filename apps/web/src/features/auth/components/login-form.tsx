import { joinErrorMessages } from '@hearth/domain/errors/join-error-messages';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../lib/form-action.ts';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';

type LoginInput = z.input<typeof zLoginBody>;
type LoginValues = z.output<typeof zLoginBody>;

/**
 * Email and password (POST /identity/api/v1/login). Field messages show at the field and are read
 * with it (aria-describedby); the first invalid field takes focus; a refused login is announced.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  // A log-in sent without scripts comes back rendered with the server's answer (its route's action).
  const sent = useFormActionAnswer<LoginInput>();
  const [serverError, setServerError] = useState<string | null>(sent.formError ?? null);
  const describeError = useErrorMessage();
  const { control, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(zLoginBody),
    defaultValues: { email: sent.values.email ?? '', password: '' },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values.email, values.password);
      onLoggedIn();
    } catch (error) {
      setServerError(error instanceof Error ? describeError(error) : joinErrorMessages([]));
    }
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {serverError ? (
        <Banner tone="error" announce>
          {serverError}
        </Banner>
      ) : null}
      <FormTextField
        control={control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" isPending={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
