import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStepFlow } from '../api/get-auth-mode.ts';
import { useRegisterData } from '../lib/register-store.ts';
import { findStepByPath, getStepPosition } from '../lib/v2-steps.ts';

/**
 * register-v2's own progress: "Step 2 of 7" and a bar of the steps the borrower will see. The
 * classic five-part progress bar stays hidden with the redesign on (REG-004); this counter is the
 * redesign's. The text is a status region, so a screen reader says the new step on each move.
 */
export function StepCounter() {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  const data = useRegisterData();
  const flow = useStepFlow();
  const step = findStepByPath(pathname);
  if (!step) {
    return null;
  }
  const { position, total } = getStepPosition(step.id, data, flow);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-1.5 pt-4" data-testid="step-counter">
      <p role="status" className="text-sm font-semibold">
        {t('progress.stepOf', { position, total })}
      </p>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed positions
            key={index}
            className={`h-1.5 flex-1 rounded ${index < position ? 'bg-brand' : 'bg-line'}`}
          />
        ))}
      </div>
    </div>
  );
}
