import type { EndpointResult } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';

type Field = 'email' | 'password';
export type PasswordStepResult = EndpointResult<typeof opsApi.login>;

/** E-mail and password: the server answers a challenge and whether a code or an enrolment follows. */
export function PasswordStep({ onDone }: { onDone: (result: PasswordStepResult) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => callEndpoint(opsApi.login, { body }),
    onSuccess: onDone,
    onError: (error) => setErrors(serverFieldErrors(error, ['email', 'password'], 'email') ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: email.trim(), password };
    const checked = schemaFieldErrors<Field>(zLoginBody, body);
    setErrors(checked.errors);
    if (checked.ok) {
      login.mutate(body);
    }
  };

  const formError = login.isError && !serverFieldErrors(login.error, ['email', 'password'], 'email');
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
      {formError ? <Alert>{errorMessage(login.error)}</Alert> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={errors.email}
        isRequired
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        isRequired
      />
      <Button type="submit" isPending={login.isPending}>
        Continue
      </Button>
    </Form>
  );
}
