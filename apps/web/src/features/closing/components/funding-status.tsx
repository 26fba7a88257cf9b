import { formatCurrency } from '@hearth/domain/format/format-currency';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { FUNDING_STAGES, type FundingStage } from '../lib/funding-stage.ts';

/** The funding steps after the right to cancel, the current one marked; `amount` is the initial draw. */
export function FundingStatus({ stage, amount }: { stage: FundingStage; amount: number | null }) {
  const { t } = useTranslation('closing');
  const current = FUNDING_STAGES.indexOf(stage);
  return (
    <Card title={t('funding.title')}>
      <p className="mb-3 font-semibold" data-testid="funding-stage">
        {t(`funding.current.${stage}`, { amount: amount === null ? '' : formatCurrency(amount, 2) })}
      </p>
      <ol className="flex flex-col gap-2">
        {FUNDING_STAGES.map((item, index) => (
          <li
            key={item}
            aria-current={index === current ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            <span aria-hidden="true">{index < current ? '✓' : index === current ? '●' : '○'}</span>
            <span className={index === current ? 'font-semibold' : ''}>{t(`funding.stages.${item}`)}</span>
            <span className="sr-only">
              {index < current
                ? t('funding.done')
                : index === current
                  ? t('funding.inProgress')
                  : t('funding.upcoming')}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
