import type { EndpointResult } from '@hearth/domain/api/endpoint';
import { staffApi } from '@hearth/domain/api/staff-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../components/alert.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { CodeForm, isChallengeGone } from './code-step.tsx';

export type Enrolled = EndpointResult<typeof staffApi.confirmEnrolment>;

/**
 * First sign-in without an authenticator: the QR code and the secret as text, then the first code
 * confirms it and signs in (the answer carries the ten recovery codes, shown next).
 */
export function EnrolmentStep({
  challenge,
  onEnrolled,
  onChallengeGone,
}: {
  challenge: string;
  onEnrolled: (enrolled: Enrolled) => void;
  onChallengeGone: (message: string) => void;
}) {
  const enrolment = useQuery({
    queryKey: ['staff', 'enrolment', challenge],
    queryFn: () => callEndpoint(staffApi.startEnrolment, { body: { challenge } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const gone = enrolment.isError && isChallengeGone(enrolment.error);
  useEffect(() => {
    if (gone) {
      onChallengeGone(errorMessage(enrolment.error));
    }
  }, [gone, enrolment.error, onChallengeGone]);
  if (enrolment.isPending) {
    return <p role="status">Preparing your authenticator set-up…</p>;
  }
  if (enrolment.isError) {
    return <Alert>{errorMessage(enrolment.error)}</Alert>;
  }
  const { qrCode, secret } = enrolment.data;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Set up your authenticator app</h2>
      <p>
        Every staff member signs in with a second factor. Scan this QR code with an authenticator app (Google
        Authenticator, 1Password, Microsoft Authenticator…), or type the secret below into it.
      </p>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="bg-white p-2"
      />
      <div>
        <p className="font-medium">Secret (if you cannot scan)</p>
        <code data-testid="totp-secret" className="break-all text-lg tracking-wider">
          {secret}
        </code>
      </div>
      <CodeForm
        submitLabel="Confirm and sign in"
        autoFocus
        description="Enter the 6-digit code your authenticator app now shows."
        onChallengeGone={onChallengeGone}
        submitCode={async (code) => {
          onEnrolled(await callEndpoint(staffApi.confirmEnrolment, { body: { challenge, code } }));
        }}
      />
    </div>
  );
}
