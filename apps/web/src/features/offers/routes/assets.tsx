import { formatCurrency } from '@hearth/domain/format/format-currency';
import { formatApr } from '@hearth/domain/format/format-percent';
import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { isIncomeLimitedOfferAvailable } from '@hearth/domain/offers/income-limited';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney, useContinueJourneyAction } from '../../../lib/continue-journey.ts';
import {
  type JourneyApplication,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { applicationPageLoader, startQuery } from '../../../lib/route-data.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { getOffersQueryOptions, postLimitedOfferAccept, useOffers } from '../api/offers-calls.ts';
import { ContactLine } from '../components/contact-line.tsx';

function LimitedOffer({
  uuid,
  offers,
  application,
}: {
  uuid: string;
  offers: OffersView;
  application?: JourneyApplication;
}) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('offers');
  const continueJourney = useContinueJourney(uuid);
  const onward = useContinueJourneyAction(uuid);
  const accept = useMutation({ mutationFn: () => postLimitedOfferAccept(uuid), onSuccess: continueJourney });
  const available = isIncomeLimitedOfferAvailable({
    subDecision: offers.subDecision,
    assetDepletion: application?.assetDepletion,
    amount: application?.amount,
    maxDtiUnlimited: offers.maxDtiUnlimited,
  });
  if (!available || offers.maxDtiUnlimited === null) {
    return (
      <Banner
        tone="info"
        title={t('assets.unavailableTitle')}
        action={
          <Button isPending={onward.isContinuing} onPress={onward.continueJourney}>
            {t('assets.continue')}
          </Button>
        }
      >
        {t('assets.unavailable')}
      </Banner>
    );
  }
  const limitedMax = Math.max(...offers.offers.map((offer) => offer.max));
  return (
    <>
      <Card title={t('assets.limitedTitle')}>
        <p>{t('assets.limited', { max: formatCurrency(limitedMax) })}</p>
        <ul className="mt-2 list-disc pl-5">
          {offers.offers.map((offer) => (
            <li key={`${offer.type}-${offer.term}`}>
              {t('select.offerName', { term: offer.term })}:{' '}
              {t('select.offerDetail', { apr: formatApr(offer.rate), max: formatCurrency(offer.max) })}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('assets.unlimitedTitle')}>
        <p>{t('assets.unlimited', { max: formatCurrency(offers.maxDtiUnlimited) })}</p>
        <ContactLine messageKey="assets.verify" />
      </Card>
      {accept.error ? (
        <Banner tone="error" announce title={t('assets.failed')}>
          {describeError(accept.error)}
        </Banner>
      ) : null}
      <Button className="self-start" isPending={accept.isPending} onPress={() => accept.mutate()}>
        {accept.error ? t('assets.retry') : t('assets.accept')}
      </Button>
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => startQuery(getOffersQueryOptions(uuid)));

/**
 * APP-014 product/assets (ASSETS_PREQUAL, PRG-072): the income-limited offer when OFR-012 holds —
 * take the DTI-limited line now (007 `POST P/offers/limited/accept`) or have assets considered.
 */
export function Component() {
  const { t } = useTranslation('offers');
  const uuid = useApplicationUuid();
  const offers = useOffers(uuid);
  const application = useHelocApplication(uuid);
  return (
    <PageSection title={t('assets.title')} intro={t('assets.intro')}>
      <QueryState query={offers} loadingLabel={t('select.loading')}>
        {(data) => <LimitedOffer uuid={uuid} offers={data} application={application.data} />}
      </QueryState>
    </PageSection>
  );
}
