import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import { useTranslation } from 'react-i18next';

type StepState = 'done' | 'current' | 'todo';

function getStates(signer: SignerApplication): [StepState, StepState, StepState] {
  if (signer.status === 'SIGNED') {
    return ['done', 'done', 'current'];
  }
  return signer.identityUploaded ? ['done', 'current', 'todo'] : ['current', 'todo', 'todo'];
}

/** The owner's own three steps, with where they are (the current one marked for screen readers too). */
export function SignerSteps({ signer }: { signer: SignerApplication }) {
  const { t } = useTranslation('signer');
  const states = getStates(signer);
  const steps = ['identity', 'sign', 'documents'] as const;
  return (
    <ol className="flex flex-col gap-2">
      {steps.map((step, index) => (
        <li
          key={step}
          aria-current={states[index] === 'current' ? 'step' : undefined}
          className="flex items-start gap-3"
        >
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-brand text-sm font-semibold"
          >
            {states[index] === 'done' ? '✓' : index + 1}
          </span>
          <span>
            <span className="font-medium">{t(`steps.${step}.title`)}</span>{' '}
            <span className="text-sm">({t(`steps.state.${states[index]}`)})</span>
            <span className="block text-sm">{t(`steps.${step}.text`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
