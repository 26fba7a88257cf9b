import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { zAuthenticationCode } from '@hearth/domain/ops/staff-bodies';
import { zPasskeyRegistrationCredential } from '@hearth/domain/ops/staff-passkey';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { z } from 'zod';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { ConsoleApiError, errorMessage } from '../../lib/api-error.ts';
import { type FieldErrors, schemaFieldErrors, serverFieldErrors } from '../../lib/field-errors.ts';
import { webAuthnFailure } from '../../lib/webauthn-error.ts';
import { passkeysQuery } from './passkeys-query.ts';

type Field = 'name' | 'code';
const FIELDS: readonly Field[] = ['name', 'code'];

/** The form's own check: the registration body's name rule and the sign-in's code rule. */
const zAddPasskeyForm = z.object({
  name: z.string().trim().min(1, 'Give the passkey a name').max(60, 'A name is at most 60 characters'),
  code: zAuthenticationCode,
});

/** The server's answer to a wrong code (403) is said at the code field. */
function fieldErrorsOf(error: unknown): FieldErrors<Field> | undefined {
  if (error instanceof ConsoleApiError && error.status === 403 && error.messages.length) {
    return { code: error.message };
  }
  return serverFieldErrors(error, FIELDS, 'code');
}

/**
 * Adds a passkey: a name, a current authentication code (a stolen session alone cannot add a way
 * in), then the browser's passkey prompt.
 */
export function AddPasskeyForm() {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const add = useMutation({
    mutationFn: async (form: { name: string; code: string }) => {
      const optionsJSON = await callEndpoint(passkeyApi.registrationOptions, {});
      const credential = await startRegistration({
        optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return callEndpoint(passkeyApi.register, {
        body: { ...form, credential: zPasskeyRegistrationCredential.parse(credential) },
      });
    },
    onSuccess: () => {
      setName('');
      setCode('');
      setErrors({});
      return client.invalidateQueries({ queryKey: passkeysQuery.queryKey });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error) ?? {});
      setCode('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schemaFieldErrors<Field>(zAddPasskeyForm, { name, code });
    setErrors(checked.errors);
    if (checked.ok) {
      add.mutate({ name: name.trim(), code: code.trim() });
    }
  };

  const formError = add.isError && !fieldErrorsOf(add.error);
  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      aria-labelledby="add-passkey-heading"
      className="flex max-w-md flex-col gap-4"
    >
      <h3 id="add-passkey-heading" className="text-lg font-semibold">
        Add a passkey
      </h3>
      {formError ? <Alert>{webAuthnFailure(add.error) ?? errorMessage(add.error)}</Alert> : null}
      {add.isSuccess ? <Alert tone="success">The passkey {add.data.name} is added.</Alert> : null}
      <TextField
        label="Passkey name"
        name="name"
        description="A name you will recognise, such as the device it is on."
        value={name}
        onChange={setName}
        error={errors.name}
        isRequired
      />
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        description="The 6-digit code your authenticator app shows now."
        value={code}
        onChange={setCode}
        error={errors.code}
        isRequired
      />
      <Button type="submit" isPending={add.isPending}>
        Add passkey
      </Button>
    </Form>
  );
}
