import type { PropertyReview } from '@hearth/domain/journey/property-review';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourneyAction } from '../../../lib/continue-journey.ts';
import { formatAddressLine } from '../../../lib/format-address.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getPropertyReviewQueryOptions } from '../api/property-calls.ts';
import { PropertyAddressForm } from '../components/property-address-form.tsx';
import { PropertyChoiceForm } from '../components/property-choice-form.tsx';

function SearchedAddress({ review }: { review: PropertyReview }) {
  return review.address ? <p className="font-semibold">{formatAddressLine(review.address)}</p> : null;
}

function PropertyReviewContent({ uuid, review }: { uuid: string; review: PropertyReview }) {
  const { t } = useTranslation('branch-pages');
  const { continueJourney, isContinuing } = useContinueJourneyAction(uuid);
  if (review.outcome === 'MULTIPLE') {
    return (
      <>
        <p>{t('property.multipleIntro')}</p>
        <SearchedAddress review={review} />
        <PropertyChoiceForm uuid={uuid} candidates={review.candidates} />
      </>
    );
  }
  if (review.outcome === 'NOT_FOUND') {
    return (
      <>
        <p>{t('property.notFoundIntro')}</p>
        <SearchedAddress review={review} />
        <p>{t('property.notFoundHelp')}</p>
        <PropertyAddressForm uuid={uuid} />
      </>
    );
  }
  return (
    <>
      <p>{t('property.resolved')}</p>
      <Button className="self-start" isPending={isContinuing} onPress={continueJourney}>
        {t('property.continue')}
      </Button>
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getPropertyReviewQueryOptions(uuid)));

/**
 * PRG-060: review-app/property — the records did not find the property (correct the address through
 * the typeahead) or found several at it (pick one).
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const review = useQuery(getPropertyReviewQueryOptions(uuid));
  return (
    <PageSection title={t('property.title')}>
      <QueryState query={review}>{(data) => <PropertyReviewContent uuid={uuid} review={data} />}</QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
