import {
  type InvitationSummary,
  type SignerLoginForm,
  type SignerPasswordForm,
  zSignerLoginForm,
  zSignerPasswordForm,
} from '@hearth/domain/signer/signer-invitation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { postAcceptInvitation } from '../api/signer-calls.ts';

type Values = SignerPasswordForm | SignerLoginForm;

/**
 * Accepting the invitation: a new owner sets a password (twice, the registration rules); an owner
 * with an account gives theirs. The answer's token signs them in.
 */
export function InvitationAcceptForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationSummary;
  onAccepted: () => void;
}) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('signer');
  const { loginWithToken } = useSession();
  const isNew = !invitation.hasAccount;
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(isNew ? zSignerPasswordForm : zSignerLoginForm),
    defaultValues: isNew ? { password: '', confirmPassword: '' } : { password: '' },
    shouldFocusError: true,
  });
  const accept = useMutation({
    mutationFn: async (password: string) => {
      const accepted = await postAcceptInvitation(token, password);
      await loginWithToken(accepted.jwt);
    },
    onSuccess: onAccepted,
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => accept.mutate(values.password))}
    >
      <h2 className="text-xl font-semibold">{isNew ? t('resume.createTitle') : t('resume.loginTitle')}</h2>
      <p>{t(isNew ? 'resume.createIntro' : 'resume.loginIntro', { email: invitation.email })}</p>
      <FormTextField
        control={control}
        name="password"
        label={isNew ? t('resume.newPassword') : t('resume.password')}
        description={isNew ? t('resume.passwordRules') : undefined}
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
      />
      {isNew ? (
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t('resume.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
      ) : null}
      {accept.error ? (
        <Banner tone="error" announce title={t('resume.failed')}>
          {describeError(accept.error)}
        </Banner>
      ) : null}
      <SubmitButton isSubmitting={accept.isPending} label={t('resume.accept')} className="self-start" />
    </form>
  );
}
