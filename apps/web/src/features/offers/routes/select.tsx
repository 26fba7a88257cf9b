import { isUuid } from '@hearth/domain/ids/uuid';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Outlet } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid, useHelocApplication } from '../../../lib/heloc-application.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { getOffersQueryOptions, useOffers } from '../api/offers-calls.ts';
import { OffersWaiting } from '../components/offers-waiting.tsx';
import { SelectOfferForm } from '../components/select-offer-form.tsx';

/**
 * The offers are asked for as the route matches, once: opening and closing `confirm` runs this again,
 * and the offers already held are kept. The parent route's 404 for a uuid of the wrong shape runs
 * beside this loader, not before it (React Router runs a match's loaders together): checked here too.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.uuid && isUuid(params.uuid)) {
    void getQueryClient().prefetchQuery({
      ...getOffersQueryOptions(params.uuid),
      staleTime: Number.POSITIVE_INFINITY,
    });
  }
  return null;
}

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
