import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr, formatPercent } from '@hearth/domain/format/format-percent';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { quoteApplication } from '../../../lib/application-quote.ts';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import type { JourneyApplication } from '../../../lib/heloc-application.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { postAcceptFinalOffer } from '../api/signing-calls.ts';

/**
 * The final terms as underwriting left them, ready to accept before the closing documents are made:
 * the line, the initial draw and its fee, the draw total and the payment on it (decision 021).
 */
function FinalTerms({ application }: { application: JourneyApplication }) {
  const { t } = useTranslation('signing');
  const quote = quoteApplication(application);
  if (!quote || !application.term) {
    return <p>{t('finalOffer.termsMissing')}</p>;
  }
  const rows: [string, string][] = [
    [t('finalOffer.amount'), formatCurrency(quote.lineAmount)],
    [t('finalOffer.initialDraw'), formatCurrency(quote.initialDraw, 2)],
    [
      t('finalOffer.originationFee', { percent: formatPercent(application.originationFee ?? 0, 2) }),
      formatCurrency(quote.originationFee, 2),
    ],
    ...(quote.recordingTax.greaterThan(0)
      ? [[t('finalOffer.recordingTax'), formatCurrency(quote.recordingTax, 2)] as [string, string]]
      : []),
    [t('finalOffer.drawTotal'), formatCurrency(quote.drawTotal, 2)],
    [t('finalOffer.apr'), formatApr(quote.apr)],
    [t('finalOffer.term'), t('finalOffer.years', { count: application.term })],
    [t('finalOffer.payment'), formatCurrency(quote.monthlyPayment, 2)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** PRG-062: at FINAL_OFFER the borrower accepts the final terms; then the note is generated. */
export function FinalOfferCard({ uuid, application }: { uuid: string; application: JourneyApplication }) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('signing');
  const continueJourney = useContinueJourney(uuid);
  const accept = useMutation({ mutationFn: () => postAcceptFinalOffer(uuid), onSuccess: continueJourney });
  return (
    <Card title={t('finalOffer.title')}>
      <div className="flex flex-col gap-4">
        <p>{t('finalOffer.intro')}</p>
        <FinalTerms application={application} />
        <p className="text-sm">{t('finalOffer.paymentNote')}</p>
        {accept.error ? (
          <Banner tone="error" announce title={t('finalOffer.failed')}>
            {describeError(accept.error)}
          </Banner>
        ) : null}
        <Button className="self-start" isPending={accept.isPending} onPress={() => accept.mutate()}>
          {accept.error ? t('finalOffer.retry') : t('finalOffer.accept')}
        </Button>
      </div>
    </Card>
  );
}
