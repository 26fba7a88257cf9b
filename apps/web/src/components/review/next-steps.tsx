import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card.tsx';

/** "What happens next", in order. */
export function NextSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useTranslation('branch-pages');
  return (
    <Card title={t('common.whatNext')}>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}
