import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrg } from '../../../lib/org.tsx';
import { setStoredHelocUuid } from '../../../lib/storage.ts';
import { useLoadingScreenVisible } from '../components/loading-screen.tsx';
import { clearRegisterData, readRegisterData, updateRegisterData } from '../lib/register-store.ts';
import { type CannotStartReason, submitRegistration } from '../lib/submit-registration.ts';

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
      const outcome = await submitRegistration({
        org,
        data: readRegisterData(),
        password,
        idempotencyKey: getIdempotencyKey(),
      });
      if (outcome.kind === 'created') {
        setStoredHelocUuid(outcome.uuid);
        clearRegisterData();
        setDestination(getOffersPath(outcome.uuid));
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
      setIsLoading(false);
    }
  };

  return {
    submit,
    isLoading,
    isLoadingVisible,
    error,
    accountExists,
    setAccountExists,
    cannotStart,
    closeCannotStart: () => setCannotStart(null),
  };
}
