import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

/** OFR-007, CON-004…007: the costs the borrower may pay besides the fee, and the recording-tax range. */
export function CostsBreakdown({ offers }: { offers: OffersView }) {
  const { t } = useTranslation('offers');
  const { costs } = offers.costs;
  const hasTax = offers.maxRecordingTax > 0;
  return (
    <Card title={t('costs.title')}>
      {costs.length === 0 && !hasTax ? <p>{t('costs.none')}</p> : null}
      {costs.length > 0 ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {costs.map((cost) => (
            <div key={cost.type} className="contents">
              <dt>{t(`costs.types.${cost.type}`)}</dt>
              <dd className="text-right font-semibold">{formatCurrency(cost.borrowerPaidAmount)}</dd>
            </div>
          ))}
          <dt className="font-semibold">{t('costs.total')}</dt>
          <dd className="text-right font-bold">{formatCurrency(offers.costs.totalPaidByBorrower)}</dd>
        </dl>
      ) : null}
      {hasTax ? (
        <p className="mt-2 text-sm">
          {t('costs.recordingTaxRange', {
            min: formatCurrency(offers.minRecordingTax),
            max: formatCurrency(offers.maxRecordingTax),
          })}
        </p>
      ) : null}
    </Card>
  );
}
