import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { setMe } from '../../lib/me.ts';
import { setToken } from '../../lib/session-store.ts';
import { CodeStep, type SignedIn } from './code-step.tsx';
import { EnrolmentStep } from './enrolment-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Step =
  | { kind: 'password'; notice?: string | undefined }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string }
  | { kind: 'codes'; codes: string[]; signedIn: SignedIn };

/**
 * The staff log-in in its steps: password, then a code — or, without an authenticator yet, the
 * enrolment and the recovery codes. `start` lets the invitation page begin after its own password.
 */
export function SignInFlow({
  notice,
  start,
  onSignedIn,
  passwordStep,
}: {
  notice?: string | null | undefined;
  start?: Step;
  onSignedIn: () => void;
  /** Replaces the e-mail and password form (the invitation's own password form). */
  passwordStep?: (next: (challenge: string, secondFactor: 'CODE' | 'ENROL') => void) => React.ReactNode;
}) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(start ?? { kind: 'password', notice: notice ?? undefined });
  const finish = useCallback(
    (signedIn: SignedIn) => {
      setToken(signedIn.jwt);
      setMe(client, signedIn);
      onSignedIn();
    },
    [client, onSignedIn],
  );
  const backToPassword = useCallback((message: string) => setStep({ kind: 'password', notice: message }), []);
  const next = (challenge: string, secondFactor: 'CODE' | 'ENROL') =>
    setStep(secondFactor === 'CODE' ? { kind: 'code', challenge } : { kind: 'enrol', challenge });

  switch (step.kind) {
    case 'password':
      return (
        <div className="flex flex-col gap-4">
          {step.notice ? <Alert tone="info">{step.notice}</Alert> : null}
          {passwordStep ? (
            passwordStep(next)
          ) : (
            <PasswordStep onDone={({ challenge, secondFactor }) => next(challenge, secondFactor)} />
          )}
        </div>
      );
    case 'code':
      return <CodeStep challenge={step.challenge} onSignedIn={finish} onChallengeGone={backToPassword} />;
    case 'enrol':
      return (
        <EnrolmentStep
          challenge={step.challenge}
          onChallengeGone={backToPassword}
          onEnrolled={({ recoveryCodes, ...signedIn }) =>
            setStep({ kind: 'codes', codes: recoveryCodes, signedIn })
          }
        />
      );
    case 'codes':
      return (
        <RecoveryCodes
          codes={step.codes}
          continueLabel="Continue to the console"
          onContinue={() => finish(step.signedIn)}
        />
      );
  }
}
