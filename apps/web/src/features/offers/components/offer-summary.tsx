import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr, formatPercent } from '@hearth/domain/format/format-percent';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import type { SelectionQuote } from '../lib/quote-selection.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-semibold' : undefined}>{label}</dt>
      <dd className={`text-right ${strong ? 'text-lg font-bold' : 'font-semibold'}`}>{value}</dd>
    </>
  );
}

/**
 * OFR-001/002/003, OFR-013…019: what the chosen line gives — the initial draw, the fee on it (and
 * its cap), recording tax, the draw total (draw plus fee), APR, the monthly payment on the draw
 * total and the fixed term in years (decision 021). Money in cents so the rows add up as labelled.
 * Polite live region: a screen reader hears the new figures after the slider settles.
 */
export function OfferSummary({ selection, feeCap }: { selection: SelectionQuote; feeCap: number | null }) {
  const { t } = useTranslation('offers');
  const { quote, offer, payoff, bounds } = selection;
  const hasPayoff = payoff.greaterThan(0);
  return (
    <Card title={t('summary.title')}>
      <dl aria-live="polite" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <Row label={t('summary.lineAmount')} value={formatCurrency(quote.lineAmount)} />
        <Row
          label={t('summary.initialDraw')}
          value={formatCurrency(quote.initialDraw, 2)}
          strong={bounds.shows === 'DRAW'}
        />
        {hasPayoff ? (
          <>
            <Row label={t('summary.payoffs')} value={formatCurrency(payoff, 2)} />
            <Row
              label={t('summary.cashAfterPayoff')}
              value={formatCurrency(selection.cashToBorrower, 2)}
              strong={bounds.shows === 'CASH_AFTER_PAYOFF'}
            />
          </>
        ) : null}
        <Row
          label={t('summary.originationFee', { percent: formatPercent(offer.originationFee, 2) })}
          value={formatCurrency(quote.originationFee, 2)}
        />
        {feeCap !== null ? (
          <dd className="col-span-2 -mt-1 text-right text-sm">
            {t('summary.feeCapped', { cap: formatCurrency(feeCap) })}
          </dd>
        ) : null}
        {quote.recordingTax.greaterThan(0) ? (
          <Row label={t('summary.recordingTax')} value={formatCurrency(quote.recordingTax, 2)} />
        ) : null}
        <Row label={t('summary.drawTotal')} value={formatCurrency(quote.drawTotal, 2)} />
        <Row label={t('summary.apr')} value={formatApr(quote.apr)} strong />
        <Row label={t('summary.monthlyPayment')} value={formatCurrency(quote.monthlyPayment, 2)} strong />
        <Row label={t('summary.term')} value={t('summary.years', { count: offer.term })} strong />
      </dl>
      <p className="mt-3 text-sm">{t('summary.note')}</p>
    </Card>
  );
}
