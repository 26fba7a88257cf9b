import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { GeoLocationAlert } from '../../../components/ui/geo-location-alert.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid, useServerStep } from '../../../lib/heloc-application.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { postNotaryDisclosureAcknowledged } from '../api/notary-calls.ts';

function Disclosure({ uuid }: { uuid: string }) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('notary');
  const continueJourney = useContinueJourney(uuid);
  const acknowledge = useMutation({
    mutationFn: () => postNotaryDisclosureAcknowledged(uuid),
    onSuccess: continueJourney,
  });
  return (
    <Card title={t('intro.disclosureTitle')}>
      <p className="mb-4">{t('intro.disclosure')}</p>
      {acknowledge.error ? (
        <Banner tone="error" announce title={t('intro.failed')}>
          {describeError(acknowledge.error)}
        </Banner>
      ) : null}
      <Button isPending={acknowledge.isPending} onPress={() => acknowledge.mutate()}>
        {t('intro.acknowledge')}
      </Button>
    </Card>
  );
}

function ChooseNotary({ uuid }: { uuid: string }) {
  const { t } = useTranslation('notary');
  const navigate = useNavigate();
  const [askLocation, setAskLocation] = useState(false);
  return (
    <>
      <Card title={t('intro.onlineTitle')}>
        <p className="mb-4">{t('intro.onlineBody')}</p>
        <Button onPress={() => setAskLocation(true)}>{t('intro.startOnline')}</Button>
      </Card>
      <Card title={t('intro.manualTitle')}>
        <p className="mb-4">{t('intro.manualBody')}</p>
        <Link
          to={getApplicationPagePath(uuid, 'notary/schedule-manual')}
          className={getButtonClasses('secondary')}
        >
          {t('intro.scheduleManual')}
        </Link>
      </Card>
      <GeoLocationAlert
        id="notary-location"
        isOpen={askLocation}
        onOpenChange={setAskLocation}
        onGranted={() => void navigate(getApplicationPagePath(uuid, 'notary/session'))}
      />
    </>
  );
}

/** What the borrower is waiting for at the steps before and after the deed is signed. */
const WAITING_TEXT: Readonly<Record<string, string>> = {
  ATTORNEY_REVIEW: 'intro.attorney',
  E_NOTARY_SESSION: 'intro.session',
};

/** APP-013, PRG-084: the notary disclosure, the wait before the deed, then online or manual notary. */
export function Component() {
  const { t } = useTranslation('notary');
  const uuid = useApplicationUuid();
  const step = useServerStep(uuid);
  return (
    <PageSection title={t('intro.title')} intro={t('intro.intro')}>
      <QueryState query={step}>
        {({ serverStep }) => {
          if (serverStep === 'NOTARY_DISCLOSURE') {
            return <Disclosure uuid={uuid} />;
          }
          if (serverStep === 'DEED_SIGNING') {
            return <ChooseNotary uuid={uuid} />;
          }
          return (
            <Banner
              tone="info"
              title={t(serverStep === 'E_NOTARY_SESSION' ? 'intro.sessionTitle' : 'intro.waitingTitle')}
            >
              {t(WAITING_TEXT[serverStep] ?? 'intro.waiting')}
            </Banner>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
