import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { ProcessingModal } from '../../../components/ui/processing-modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useJourneyProgress } from '../hooks/use-journey-progress.ts';

/** The first page of the journey, where the client state `profile` stays (PRG-089). */
const FIRST_PAGE = 'start/profile';

/**
 * The application root: polls the server step (PRG-051…056) and opens the page the progress model
 * names (PRG-057…107). Pages come here after every write that moves the step.
 */
export function Component() {
  const { t } = useTranslation('journey');
  const uuid = useApplicationUuid();
  const progress = useJourneyProgress(uuid);
  return (
    <PageSection title={t('home.title')}>
      <ProcessingModal
        id="journey-processing"
        isProcessing={progress.isFetching}
        title={t('home.processingTitle')}
        message={t('home.processing')}
        timedOut={
          <Link to="/dashboard" className={getButtonClasses('secondary', 'md')}>
            {t('home.toDashboard')}
          </Link>
        }
      />
      {progress.isFetching ? (
        <Loader isLoading label={t('home.finding')} />
      ) : (
        <QueryState query={progress} loadingLabel={t('home.finding')}>
          {(data) => {
            if (data.next.kind === 'stay') {
              return <Redirect to={getApplicationPagePath(uuid, FIRST_PAGE)} replace />;
            }
            // The layout's guard handles the SGN-010 reload (href null).
            return data.href ? <Redirect to={data.href} replace /> : null;
          }}
        </QueryState>
      )}
    </PageSection>
  );
}
