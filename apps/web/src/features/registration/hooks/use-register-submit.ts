import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { importWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useOrg } from '../../../lib/org.tsx';
import { setStoredHelocUuid } from '../../../lib/storage.ts';
import { useLoadingScreenVisible } from '../components/loading-screen.tsx';
import { discardDraftInBackground } from '../lib/register-draft-sync.ts';
import { clearRegisterData, readRegisterData, updateRegisterData } from '../lib/register-store.ts';
import type { CannotStartReason } from '../lib/submit-registration.ts';
import { findStep, getV2Path } from '../lib/v2-steps.ts';

// The submit sequence (the create body's schemas, libphonenumber-js) loads on submit, behind the
// loading screen, not with the page.
const loadSubmitSequence = importWithRetry(() => import('../lib/submit-registration.ts'));

/** Where a created application goes for now: the offers page. */
export function getOffersPath(uuid: string): string {
  return `/account/heloc/${uuid}/product/select`;
}

/** The create call's key: made once per register data and kept for retries (REG-039). */
function getIdempotencyKey(): string {
  const existing = readRegisterData().idempotencyKey;
  if (existing) {
    return existing;
  }
  const key = crypto.randomUUID();
  updateRegisterData({ idempotencyKey: key });
  return key;
}

/**
 * Runs the submit sequence (REG-034…042) behind the loading screen, then routes on once the screen
 * has gone; keeps the modal and error states for the page.
 */
export function useRegisterSubmit() {
  const org = useOrg();
  const navigate = useNavigate();
  const [isLoading, setIsLoading] = useState(false);
  const [destination, setDestination] = useState<string | null>(null);
  const [accountExists, setAccountExists] = useState(false);
  const [cannotStart, setCannotStart] = useState<CannotStartReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyWaitSeconds, setBusyWaitSeconds] = useState<number | null>(null);
  const isLoadingVisible = useLoadingScreenVisible(isLoading);

  useEffect(() => {
    if (destination && !isLoadingVisible) {
      void navigate(destination);
    }
  }, [destination, isLoadingVisible, navigate]);

  const submit = async (password: string | null) => {
    setError(null);
    setIsLoading(true);
    try {
      const { submitRegistration } = await loadSubmitSequence();
      const outcome = await submitRegistration({
        org,
        data: readRegisterData(),
        password,
        idempotencyKey: getIdempotencyKey(),
        onBusy: setBusyWaitSeconds,
      });
      if (outcome.kind === 'created') {
        setStoredHelocUuid(outcome.uuid);
        clearRegisterData();
        // Signed in before this submit: a draft may wait on the server (save and resume).
        if (password === null) {
          discardDraftInBackground();
        }
        setDestination(getOffersPath(outcome.uuid));
      } else if (outcome.kind === 'incomplete') {
        // VAL-048: e-mail or phone missing (a prefill or a resumed draft skipped them): ask again.
        setDestination(getV2Path(findStep(outcome.step)));
      } else if (outcome.kind === 'waitlisted') {
        setDestination(outcome.to);
      } else if (outcome.kind === 'accountExists') {
        setAccountExists(true);
      } else if (outcome.kind === 'cannotStart') {
        setCannotStart(outcome.reason);
      } else if (outcome.to) {
        setDestination(outcome.to);
      } else {
        setError(outcome.message);
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '');
    } finally {
      setBusyWaitSeconds(null);
      setIsLoading(false);
    }
  };

  return {
    submit,
    isLoading,
    isLoadingVisible,
    /** The server is busy: the create is sent again after this many seconds. */
    busyWaitSeconds,
    error,
    accountExists,
    setAccountExists,
    cannotStart,
    closeCannotStart: () => setCannotStart(null),
  };
}
