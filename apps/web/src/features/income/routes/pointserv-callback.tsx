import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';

/**
 * APP-009: the return from the payroll provider's hosted flow. Success hands over to the journey
 * (the server's income job has the result); an error or a cancel offers the other ways again.
 */
export function Component() {
  const { t } = useTranslation('income');
  const uuid = useApplicationUuid();
  const [params] = useSearchParams();
  const continueJourney = useContinueJourney(uuid);
  const failed =
    params.has('error') || params.get('status') === 'error' || params.get('status') === 'cancelled';
  useEffect(() => {
    if (!failed) {
      void continueJourney();
    }
  }, [failed, continueJourney]);
  return (
    <PageSection title={t('pointserv.title')}>
      {failed ? (
        <>
          <Banner tone="warning" announce title={t('pointserv.failedTitle')}>
            {t('pointserv.failedBody')}
          </Banner>
          <Link
            to={getApplicationPagePath(uuid, 'income/review')}
            className={getButtonClasses('primary', 'md', 'self-start')}
          >
            {t('pointserv.back')}
          </Link>
        </>
      ) : (
        <Loader isLoading label={t('pointserv.confirming')} />
      )}
    </PageSection>
  );
}
