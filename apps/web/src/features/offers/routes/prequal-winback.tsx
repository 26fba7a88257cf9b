import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr } from '@hearth/domain/format/format-percent';
import type { RequalifiedOfferView } from '@hearth/domain/journey/requalified-offer';
import { getDisplayedApr } from '@hearth/domain/offers/displayed-apr';
import { quoteOffer } from '@hearth/domain/offers/offer-quote';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import {
  getRequalifiedOfferQueryOptions,
  postRequalifiedAccept,
  useRequalifiedOffer,
} from '../api/offers-calls.ts';
import { ContactLine } from '../components/contact-line.tsx';

function RequalifiedOffer({ uuid, view }: { uuid: string; view: RequalifiedOfferView }) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('offers');
  const continueJourney = useContinueJourney(uuid);
  const accept = useMutation({ mutationFn: () => postRequalifiedAccept(uuid), onSuccess: continueJourney });
  const { offer, previous } = view;
  // The same offer as chosen: at the APR shown for it since (AutoPay may have been chosen by now).
  const application = useHelocApplication(uuid).data;
  if (!offer) {
    return (
      <Banner tone="warning" title={t('winback.noOfferTitle')}>
        <p>{view.reason}</p>
        <ContactLine messageKey="winback.contact" />
      </Banner>
    );
  }
  const quote = quoteOffer({
    offer,
    lineAmount: offer.amount,
    apr: getDisplayedApr({ rate: offer.rate, otherRate: application?.otherRate }, application?.payType),
    feeCap: view.ofeeMaxThreshold,
    state: view.propertyState,
  });
  return (
    <>
      <Card title={t('winback.valueTitle')}>
        <ul className="flex flex-col gap-1">
          {view.homeValue !== null ? (
            <li>{t('winback.homeValue', { value: formatCurrency(view.homeValue) })}</li>
          ) : null}
          <li>{t('winback.previous', { amount: formatCurrency(previous.amount) })}</li>
          <li className="font-semibold">
            {offer.amount < previous.amount
              ? t('winback.offered', { amount: formatCurrency(offer.amount) })
              : t('winback.same', { amount: formatCurrency(offer.amount) })}
          </li>
        </ul>
      </Card>
      <Card title={t('winback.newTermsTitle')}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('summary.initialDraw')}</dt>
          <dd className="text-right font-semibold">{formatCurrency(quote.initialDraw, 2)}</dd>
          <dt>{t('summary.apr')}</dt>
          <dd className="text-right font-semibold">{formatApr(quote.apr)}</dd>
          <dt>{t('summary.monthlyPayment')}</dt>
          <dd className="text-right font-semibold">{formatCurrency(quote.monthlyPayment, 2)}</dd>
          <dt>{t('summary.term')}</dt>
          <dd className="text-right font-semibold">{t('summary.years', { count: offer.term })}</dd>
        </dl>
      </Card>
      {accept.error ? (
        <Banner tone="error" announce title={t('winback.failed')}>
          {describeError(accept.error)}
        </Banner>
      ) : null}
      <Button className="self-start" isPending={accept.isPending} onPress={() => accept.mutate()}>
        {accept.error ? t('winback.retry') : t('winback.accept')}
      </Button>
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getRequalifiedOfferQueryOptions(uuid)));

/**
 * APP-014 product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY, PRG-073): the valuation came in
 * low; the same offer at the line the reviewed value supports, to accept or talk over with us.
 */
export function Component() {
  const { t } = useTranslation('offers');
  const uuid = useApplicationUuid();
  const view = useRequalifiedOffer(uuid);
  return (
    <PageSection title={t('winback.title')} intro={t('winback.intro')}>
      <QueryState query={view} loadingLabel={t('select.loading')}>
        {(data) => <RequalifiedOffer uuid={uuid} view={data} />}
      </QueryState>
    </PageSection>
  );
}
