import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { quoteApplication } from '../../../lib/application-quote.ts';
import {
  getApplicationPagePath,
  getDocumentsQueryOptions,
  getServerStepQueryOptions,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { useDocuments } from '../api/get-documents.ts';
import { FundingStatus } from '../components/funding-status.tsx';
import { RescindDialog } from '../components/rescind-dialog.tsx';
import { RescissionCountdown } from '../components/rescission-countdown.tsx';
import { getFundingStage } from '../lib/funding-stage.ts';
import { getClockOffsetMs, getRescissionWindow } from '../lib/rescission-window.ts';

const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const FUNDING_REFRESH_MS = 60_000;

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getDocumentsQueryOptions(uuid)));

/** APP-006: the right to cancel counted down to its exact end, then where the funding stands. */
export function Component() {
  const { t } = useTranslation('closing');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  // Funding moves on without the borrower (recording, the funding bank): look again every minute.
  const step = useQuery({
    ...getServerStepQueryOptions(uuid),
    refetchInterval: (query) => (query.state.data?.serverStep === 'COMPLETE' ? false : FUNDING_REFRESH_MS),
  });
  // The list call has the signed and created dates the rescission start is read from.
  const documents = useDocuments(uuid);
  const [rescindOpen, setRescindOpen] = useState(false);
  const [windowOver, setWindowOver] = useState(false);
  const stage = getFundingStage(step.data?.serverStep);
  return (
    <PageSection title={t('complete.title')} intro={t('complete.intro')}>
      <QueryState query={application}>
        {(data) => {
          const window = getRescissionWindow(
            { ...data, documents: documents.data ?? data.documents },
            DEVICE_TIME_ZONE,
          );
          const canRescind = stage === 'RESCISSION' && window !== null && !windowOver;
          return (
            <>
              <Card title={t('rescission.title')}>
                {window ? (
                  <RescissionCountdown
                    window={window}
                    clockOffsetMs={getClockOffsetMs(data.serverNow, application.dataUpdatedAt)}
                    onOver={() => {
                      setWindowOver(true);
                      void step.refetch();
                    }}
                  />
                ) : (
                  <p>{t('rescission.notStarted')}</p>
                )}
                <p className="mt-3 text-sm">{t('rescission.explain')}</p>
                {canRescind ? (
                  <Button variant="ghost" size="sm" className="mt-2" onPress={() => setRescindOpen(true)}>
                    {t('rescind.open')}
                  </Button>
                ) : null}
              </Card>
              <FundingStatus stage={stage} amount={quoteApplication(data)?.initialDraw.toNumber() ?? null} />
              {stage === 'FUNDED' ? (
                <Link to="/dashboard" className={getButtonClasses('primary', 'md', 'self-start')}>
                  {t('complete.toDashboard')}
                </Link>
              ) : null}
              <Link to={getApplicationPagePath(uuid, 'document/disclosures')} className="underline">
                {t('complete.documents')}
              </Link>
              <RescindDialog uuid={uuid} isOpen={rescindOpen} onOpenChange={setRescindOpen} />
            </>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
