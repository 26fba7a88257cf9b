import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { zPasskeyAssertion } from '@hearth/domain/ops/staff-passkey';
import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { webAuthnFailure } from '../../lib/webauthn-error.ts';
import { isChallengeGone, type SignedIn } from './code-step.tsx';

type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * After the password, a passkey instead of the code: the server's options for this challenge, the
 * browser's prompt, and the assertion signs in. Without a passkey the server says so (409).
 */
export function PasskeySignIn({
  challenge,
  onSignedIn,
  onChallengeGone,
}: {
  challenge: string;
  onSignedIn: (signedIn: SignedIn) => void;
  onChallengeGone: (message: string) => void;
}) {
  const signIn = useMutation({
    mutationFn: async () => {
      const options = await callEndpoint(passkeyApi.loginOptions, { body: { challenge } });
      const credential = await startAuthentication({
        optionsJSON: options as unknown as AuthenticationOptions,
      });
      return callEndpoint(passkeyApi.login, {
        body: { challenge, credential: zPasskeyAssertion.parse(credential) },
      });
    },
    onSuccess: (signedIn) => onSignedIn(signedIn),
    onError: (error) => {
      if (isChallengeGone(error)) {
        onChallengeGone(errorMessage(error));
      }
    },
  });
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      {signIn.isError ? <Alert>{webAuthnFailure(signIn.error) ?? errorMessage(signIn.error)}</Alert> : null}
      <Button variant="secondary" isPending={signIn.isPending} onPress={() => signIn.mutate()}>
        Use a passkey instead
      </Button>
    </div>
  );
}
