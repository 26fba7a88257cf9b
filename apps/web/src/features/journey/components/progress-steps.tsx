import type { IndicatorStep } from '@hearth/domain/progress/progress-indicator';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx.ts';

/** PRG-049: the application's steps, the current one marked for screen readers too. */
export function ProgressSteps({ steps }: { steps: readonly IndicatorStep[] }) {
  const { t } = useTranslation('journey');
  return (
    <ol className="flex flex-col gap-2">
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={step.status === 'current' ? 'step' : undefined}
          className={cx('flex items-center gap-3', step.status === 'upcoming' && 'text-ink/70')}
        >
          <span
            aria-hidden="true"
            className={cx(
              'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
              step.status === 'complete' && 'border-brand bg-brand text-white',
              step.status === 'current' && 'border-brand text-ink',
              step.status === 'upcoming' && 'border-line',
            )}
          >
            {step.status === 'complete' ? '✓' : index + 1}
          </span>
          <span className={cx(step.status === 'current' && 'font-semibold')}>
            {t(`steps.${step.key}`)}
            <span className="sr-only"> {t(`stepStatus.${step.status}`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
