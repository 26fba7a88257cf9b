import '../lib/load-registration-strings.ts';
import { Outlet } from 'react-router';
import { LoanOfficerCard } from '../components/loan-officer-card.tsx';
import { StepCounter } from '../components/step-counter.tsx';
import { useCaptureUtmSource } from '../hooks/use-capture-utm-source.ts';
import { useRegisterPrefill } from '../hooks/use-register-prefill.ts';
import { useResumeRegisterDraft } from '../hooks/use-resume-register-draft.ts';
import { redirectV2WhenFlagOff } from '../lib/step-redirects.ts';
import { getV2Path } from '../lib/v2-steps.ts';

/**
 * RTE-005/007: the register-v2 layout. REG-004 hides the classic progress bar with the redesign on;
 * the redesign counts its own steps instead ("Step 2 of 7").
 */
export function Component() {
  useCaptureUtmSource();
  useRegisterPrefill();
  useResumeRegisterDraft(getV2Path);
  return (
    <>
      <StepCounter />
      <Outlet />
      <LoanOfficerCard />
    </>
  );
}

export const loader = redirectV2WhenFlagOff;
