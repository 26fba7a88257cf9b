import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { STAFF_PASSWORD_MIN_LENGTH, zStaffNewPassword } from '@hearth/domain/ops/staff-bodies';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { serverFieldErrors } from '../../lib/field-errors.ts';

/**
 * Accepts the invitation with a new password (the server's policy speaks at the field: length,
 * common passwords), then starts the sign-in with it so the authenticator set-up follows at once.
 */
export function SetPasswordForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (challenge: string, secondFactor: 'CODE' | 'ENROL') => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const accept = useMutation({
    mutationFn: async (newPassword: string) => {
      const member = await callEndpoint(staffApi.acceptInvitation, {
        body: { token, password: newPassword },
      });
      return callEndpoint(opsApi.login, { body: { email: member.email, password: newPassword } });
    },
    onSuccess: ({ challenge, secondFactor }) => onSignedIn(challenge, secondFactor),
    onError: (error) => setFieldError(serverFieldErrors(error, ['password'], 'password')?.password),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zStaffNewPassword.safeParse(password);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      accept.mutate(password);
    }
  };

  const formError = accept.isError && !serverFieldErrors(accept.error, ['password'], 'password');
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
      {formError ? <Alert>{errorMessage(accept.error)}</Alert> : null}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A long phrase is easiest to remember; very common passwords are refused.`}
        value={password}
        onChange={setPassword}
        error={fieldError}
        isRequired
      />
      <Button type="submit" isPending={accept.isPending}>
        Set password and continue
      </Button>
    </Form>
  );
}
