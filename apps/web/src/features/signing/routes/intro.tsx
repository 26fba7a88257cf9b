import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GeoLocationAlert } from '../../../components/ui/geo-location-alert.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import {
  getApplicationPagePath,
  getDocumentsQueryOptions,
  useApplicationUuid,
  useHelocApplication,
  useServerStep,
} from '../../../lib/heloc-application.ts';
import { applicationPageLoader, startQuery } from '../../../lib/route-data.ts';
import { useDocuments } from '../api/signing-calls.ts';
import { FinalOfferCard } from '../components/final-offer-card.tsx';
import { getDocumentsToSign } from '../lib/closing-documents.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => startQuery(getDocumentsQueryOptions(uuid)));

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

/** How often the list is read again while the closing package is still being generated. */
const PREPARING_POLL_MS = 2_000;

/** The documents the sign page will ask for, from the same list it reads. */
function DocumentsToSign({ uuid }: { uuid: string }) {
  const { t } = useTranslation('signing');
  const { t: tDocuments } = useTranslation('documents');
  const documents = useDocuments(uuid, {
    everyMs: PREPARING_POLL_MS,
    until: (list) => getDocumentsToSign(list).length > 0,
  });
  return (
    <QueryState query={documents} loadingLabel={t('sign.loading')}>
      {(list) => {
        const toSign = getDocumentsToSign(list);
        if (toSign.length === 0) {
          return <Loader isLoading label={t('sign.preparing')} />;
        }
        return (
          <>
            <p>{t('intro.count', { count: toSign.length })}</p>
            <ul className="list-disc space-y-1 pl-5">
              {toSign.map((document) => (
                <li key={document.uuid}>
                  {tDocuments(`types.${document.type}`, { defaultValue: document.filename ?? document.type })}
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </QueryState>
  );
}

function SigningIntro({ uuid }: { uuid: string }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const [askLocation, setAskLocation] = useState(false);
  return (
    <PageSection title={t('intro.title')} intro={t('intro.intro')}>
      <Card title={t('intro.whatTitle')}>
        <DocumentsToSign uuid={uuid} />
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
