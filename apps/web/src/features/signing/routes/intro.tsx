import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GeoLocationAlert } from '../../../components/ui/geo-location-alert.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  getApplicationPagePath,
  useApplicationUuid,
  useHelocApplication,
  useServerStep,
} from '../../../lib/heloc-application.ts';
import { FinalOfferCard } from '../components/final-offer-card.tsx';

/**
 * APP-015: what the borrower is about to sign, then the location alert before e-signing. At
 * FINAL_OFFER (PRG-062 sends it here too) the final terms come first, to accept.
 */
export function Component() {
  const { t } = useTranslation('signing');
  const uuid = useApplicationUuid();
  const step = useServerStep(uuid);
  const application = useHelocApplication(uuid);
  if (step.data?.serverStep === 'FINAL_OFFER') {
    return (
      <PageSection title={t('finalOffer.pageTitle')} intro={t('finalOffer.pageIntro')}>
        <QueryState query={application}>
          {(data) => <FinalOfferCard uuid={uuid} application={data} />}
        </QueryState>
      </PageSection>
    );
  }
  return <SigningIntro uuid={uuid} />;
}

function SigningIntro({ uuid }: { uuid: string }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const [askLocation, setAskLocation] = useState(false);
  return (
    <PageSection title={t('intro.title')} intro={t('intro.intro')}>
      <Card title={t('intro.whatTitle')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('intro.note')}</li>
          <li>{t('intro.disclosure')}</li>
          <li>{t('intro.rightToCancel')}</li>
        </ul>
      </Card>
      <Card title={t('intro.howTitle')}>
        <p>{t('intro.how')}</p>
      </Card>
      <Button className="self-start" onPress={() => setAskLocation(true)}>
        {t('intro.start')}
      </Button>
      <GeoLocationAlert
        id="signing-location"
        isOpen={askLocation}
        onOpenChange={setAskLocation}
        onGranted={() => void navigate(getApplicationPagePath(uuid, 'signing/sign'))}
      />
    </PageSection>
  );
}
