import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr } from '@hearth/domain/format/format-percent';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import type { JourneyApplication } from '../../../lib/heloc-application.ts';
import { getChosenOffer } from '../lib/sidebar-data.ts';

/** APP-022, APP-025: the chosen offer and the Application ID (the loan number). */
export function OfferDetailsCard({ application }: { application: JourneyApplication }) {
  const { t } = useTranslation('journey');
  const offer = getChosenOffer(application);
  return (
    <Card title={t('sidebar.offerTitle')} headingLevel={2}>
      {offer ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt>{t('sidebar.amount')}</dt>
          <dd className="text-right font-semibold">{formatCurrency(offer.amount)}</dd>
          <dt>{t('sidebar.apr')}</dt>
          <dd className="text-right font-semibold">{formatApr(offer.rate)}</dd>
          <dt>{t('sidebar.term')}</dt>
          <dd className="text-right font-semibold">{t('sidebar.years', { count: offer.term })}</dd>
        </dl>
      ) : (
        <p className="text-sm">{t('sidebar.noOffer')}</p>
      )}
      {application.loanNumber ? (
        <p className="mt-3 text-sm">
          {t('sidebar.applicationId')}{' '}
          <span className="font-mono font-semibold">{application.loanNumber}</span>
        </p>
      ) : null}
    </Card>
  );
}
