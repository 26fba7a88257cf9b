import { staffApi } from '@hearth/domain/api/staff-api';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client.ts';
import { CodeForm } from '../sign-in/code-step.tsx';
import { RecoveryCodes } from '../sign-in/recovery-codes.tsx';

/** Ten new recovery codes, confirmed by a current authenticator code; the old ones stop working. */
export function NewRecoveryCodes() {
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section aria-labelledby="new-codes-heading" className="flex max-w-md flex-col gap-3">
      <h2 id="new-codes-heading" className="text-xl font-semibold">
        New recovery codes
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} continueLabel="Done" onContinue={() => setCodes(null)} />
      ) : (
        <>
          <p>Replaces your recovery codes with ten new ones. Your old codes stop working.</p>
          <CodeForm
            submitLabel="Get new recovery codes"
            description="The 6-digit code your authenticator app shows now."
            onChallengeGone={() => {}}
            submitCode={async (code) => {
              setCodes((await callEndpoint(staffApi.newRecoveryCodes, { body: { code } })).recoveryCodes);
            }}
          />
        </>
      )}
    </section>
  );
}
