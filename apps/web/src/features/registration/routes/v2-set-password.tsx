import { PasswordStep } from '../components/steps/password-step.tsx';
import { useRegisterData } from '../lib/register-store.ts';
import { createV2StepLoader } from '../lib/step-redirects.ts';
import { getPreviousStep, getV2Path } from '../lib/v2-steps.ts';

/** REG-013: the last v2 page; its submit runs the sequence (REG-034…042). */
export function Component() {
  const previous = getPreviousStep('set-password', useRegisterData());
  return <PasswordStep backTo={previous ? getV2Path(previous) : undefined} />;
}

export const loader = createV2StepLoader('set-password');
