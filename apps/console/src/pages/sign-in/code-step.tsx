import type { EndpointResult } from '@hearth/domain/api/endpoint';
import { staffApi } from '@hearth/domain/api/staff-api';
import { zAuthenticationCode } from '@hearth/domain/ops/staff-bodies';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { ConsoleApiError, errorMessage } from '../../lib/api-error.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

export type SignedIn = EndpointResult<typeof staffApi.secondFactor>;

/** The challenge is gone (expired, used, or the account was locked): start again from the password. */
export function isChallengeGone(error: unknown): boolean {
  return error instanceof ConsoleApiError && error.status === 401 && /expired|locked/i.test(error.message);
}

/** A refused code is said at the field (a new set of recovery codes answers 403 for a wrong one). */
const CODE_REFUSED = [400, 401, 403];

interface CodeFormProps {
  /** Sends the code; resolves with what the step gives. */
  submitCode: (code: string) => Promise<void>;
  submitLabel: string;
  description: string;
  /** A 401 whose challenge is gone: the page goes back to the password with the server's message. */
  onChallengeGone: (message: string) => void;
  /** In a sign-in step the field takes the focus the replaced form had. */
  autoFocus?: boolean;
}

/** "Authentication code": a 6-digit TOTP code or a recovery code, checked as the server does. */
export function CodeForm({
  submitCode,
  submitLabel,
  description,
  onChallengeGone,
  autoFocus = false,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: submitCode,
    onError: (error) => {
      if (isChallengeGone(error)) {
        onChallengeGone(errorMessage(error));
        return;
      }
      if (error instanceof ConsoleApiError && CODE_REFUSED.includes(error.status)) {
        setFieldError(errorMessage(error));
        setCode('');
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zAuthenticationCode.safeParse(code);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) {
      send.mutate(checked.data);
    }
  };

  const formError =
    send.isError && !(send.error instanceof ConsoleApiError && CODE_REFUSED.includes(send.error.status));
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
      {formError ? <Alert>{errorMessage(send.error)}</Alert> : null}
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        description={description}
        value={code}
        onChange={setCode}
        error={fieldError}
        isRequired
        autoFocus={autoFocus}
      />
      <Button type="submit" isPending={send.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** Signing in with a code, or a passkey, after the password. */
export function CodeStep({
  challenge,
  onSignedIn,
  onChallengeGone,
}: {
  challenge: string;
  onSignedIn: (signedIn: SignedIn) => void;
  onChallengeGone: (message: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <CodeForm
        submitLabel="Sign in"
        autoFocus
        description="The 6-digit code from your authenticator app, or one of your recovery codes."
        onChallengeGone={onChallengeGone}
        submitCode={async (code) => {
          onSignedIn(await callEndpoint(staffApi.secondFactor, { body: { challenge, code } }));
        }}
      />
      <PasskeySignIn challenge={challenge} onSignedIn={onSignedIn} onChallengeGone={onChallengeGone} />
    </div>
  );
}
