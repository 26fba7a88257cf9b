import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourneyAction } from '../../../lib/continue-journey.ts';
import { getDocumentsQueryOptions, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useApplicationDocuments } from '../api/application-info-calls.ts';
import { SummaryDocument } from '../components/summary-document.tsx';
import { getSummaryProgress } from '../lib/summary-documents.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getDocumentsQueryOptions(uuid)));

/**
 * APP-016 start/app-summary (SUMMARY_DISCLOSURE, PRG-069/012): the generated application summary
 * and early HELOC disclosure, each read to its end in the viewer and signed with the typed name;
 * the last signature submits the application.
 */
export function Component() {
  const { t } = useTranslation('application-info');
  const uuid = useApplicationUuid();
  const documents = useApplicationDocuments(uuid);
  const { continueJourney, isContinuing } = useContinueJourneyAction(uuid);
  const [completed, setCompleted] = useState(false);
  return (
    <PageSection title={t('summary.title')} intro={t('summary.intro')}>
      <QueryState query={documents} loadingLabel={t('summary.loading')}>
        {(data) => {
          const { next, position, total } = getSummaryProgress(data);
          if (completed || (total > 0 && !next)) {
            return (
              <Banner
                tone="success"
                announce
                title={t('summary.doneTitle')}
                action={
                  <Button isPending={isContinuing} onPress={continueJourney}>
                    {t('summary.continue')}
                  </Button>
                }
              >
                {t('summary.done')}
              </Banner>
            );
          }
          if (!next) {
            return (
              <Banner
                tone="info"
                title={t('summary.preparingTitle')}
                action={
                  <Button
                    variant="secondary"
                    isPending={documents.isFetching}
                    onPress={() => void documents.refetch()}
                  >
                    {t('summary.refresh')}
                  </Button>
                }
              >
                {t('summary.preparing')}
              </Banner>
            );
          }
          return (
            <SummaryDocument
              key={next.uuid}
              uuid={uuid}
              document={next}
              position={position}
              total={total}
              onSigned={(result) => setCompleted(result.stepCompleted)}
            />
          );
        }}
      </QueryState>
    </PageSection>
  );
}
