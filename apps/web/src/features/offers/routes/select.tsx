import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, startQuery } from '../../../lib/route-data.ts';
import { getOffersQueryOptions, useOffers } from '../api/offers-calls.ts';
import { OffersWaiting } from '../components/offers-waiting.tsx';
import { SelectOfferForm } from '../components/select-offer-form.tsx';

/**
 * The offers, once (opening and closing `confirm` runs this again; the offers held are kept). Before
 * they exist the page shows its waiting screen and polls: the browser opens it without waiting.
 */
export const loader = applicationPageLoader((uuid) => startQuery(getOffersQueryOptions(uuid)));

/**
 * APP-014 product/select (OFFER_SELECTION, REVISED_OFFER_SELECTION — PRG-067): the offers, the
 * draw slider and the live quote; its `confirm` child opens over it. APP-025: the Application ID.
 */
export function Component() {
  const { t } = useTranslation('offers');
  const uuid = useApplicationUuid();
  const offers = useOffers(uuid);
  const loanNumber = useHelocApplication(uuid).data?.loanNumber;
  return (
    <PageSection title={t('select.title')} intro={t('select.intro')}>
      {loanNumber ? (
        <p className="text-sm">
          {t('select.applicationId')} <span className="font-mono font-semibold">{loanNumber}</span>
        </p>
      ) : null}
      {/* Offers not made yet (the first answer was 'not yet'): the wait, not an error. */}
      {offers.isPending && offers.failureCount > 0 ? (
        <OffersWaiting uuid={uuid} />
      ) : (
        <QueryState query={offers} loadingLabel={t('select.loading')}>
          {(data) => (
            <>
              {data.serverStep === 'REVISED_OFFER_SELECTION' ? (
                <Banner tone="info" title={t('select.revisedTitle')}>
                  {t('select.revised')}
                </Banner>
              ) : null}
              <SelectOfferForm offers={data} />
              <Outlet />
            </>
          )}
        </QueryState>
      )}
    </PageSection>
  );
}
