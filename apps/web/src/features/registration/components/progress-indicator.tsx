import { useTranslation } from 'react-i18next';
import { getProgressIndex, listProgressSteps } from '../lib/progress-steps.ts';

/** REG-002/003/005: the registration progress steps, the current one marked. */
export function ProgressIndicator({ current, contactKnown }: { current: string; contactKnown: boolean }) {
  const { t } = useTranslation('registration');
  const steps = listProgressSteps(contactKnown);
  const index = getProgressIndex(current, steps);
  return (
    <nav aria-label={t('progress.label')} className="mx-auto w-full max-w-xl pt-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step, position) => (
          <li
            key={step.id}
            aria-current={position === index ? 'step' : undefined}
            className={`flex-1 border-t-4 pt-1 ${position <= index ? 'border-brand font-semibold' : 'border-line'}`}
          >
            {t(`progress.${step.id}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
