import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '../../components/button.tsx';

/** Ten one-time recovery codes, shown this once; going on needs the "saved" box ticked. */
export function RecoveryCodes({
  codes,
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  continueLabel: string;
  onContinue: () => void;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2 id="recovery-codes-heading" className="text-xl font-semibold">
        Your recovery codes
      </h2>
      <p>
        Each code signs you in once if you lose your authenticator app. They are shown only now: save them
        somewhere safe (a password manager) before you go on.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Checkbox isSelected={saved} onChange={setSaved} className="group flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex h-5 w-5 items-center justify-center rounded border-2 border-ink group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus"
        >
          {saved ? '✓' : ''}
        </span>
        I have saved these codes
      </Checkbox>
      <Button isDisabled={!saved} onPress={onContinue}>
        {continueLabel}
      </Button>
    </section>
  );
}
