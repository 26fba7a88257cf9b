import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { reloadPage } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.tsx';
import { clearJwt } from '../../lib/storage.ts';

/**
 * SGN-010: a CO_DEEDER profile loaded in the borrower area clears the stored token and reloads,
 * which lands the additional signer on the login.
 */
export function RequireBorrower() {
  const { isAdditionalSigner } = useSession();
  useEffect(() => {
    if (isAdditionalSigner) {
      clearJwt();
      reloadPage();
    }
  }, [isAdditionalSigner]);
  return isAdditionalSigner ? null : <Outlet />;
}
