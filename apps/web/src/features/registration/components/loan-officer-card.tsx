import { lazy, Suspense } from 'react';
import { importWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useLoanOriginator } from '../hooks/use-loan-originator.ts';

// Formatting the officer's number takes the phone-number metadata (~45 kB gzip): it loads only for
// a borrower who arrives with a loan officer, not on every register page.
const LoanOfficerDetails = lazy(async () => ({
  default: (await importWithRetry(() => import('./loan-officer-details.tsx'))()).LoanOfficerDetails,
}));

/** REG-031, CND-036: the referring loan officer or broker beside the register steps, when there is one. */
export function LoanOfficerCard() {
  const originator = useLoanOriginator();
  if (!originator) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <LoanOfficerDetails originator={originator} />
    </Suspense>
  );
}
