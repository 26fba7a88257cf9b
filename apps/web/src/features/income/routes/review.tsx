import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { BankLinkDialog } from '../components/bank-link-dialog.tsx';

/** APP-009: verify income by linking a bank account, or by uploading paystubs. */
export function Component() {
  const { t } = useTranslation('income');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid, { untilStepLeavesPage: true });
  const [params] = useSearchParams();
  // Back from a bank's OAuth log-in (/plaid-oauth-success): the dialog opens again to finish.
  const [linkOpen, setLinkOpen] = useState(() => params.has('oauth_state_id'));
  // From the accounts shared until the next page opens (a job verifies the income in the meantime).
  const [verifying, setVerifying] = useState(false);
  return (
    <PageSection title={t('review.title')} intro={t('review.intro')}>
      {verifying ? <Loader isLoading label={t('review.verifying')} className="justify-start py-2" /> : null}
      <Card title={t('review.linkTitle')}>
        <p className="mb-4">{t('review.linkBody')}</p>
        <Button isPending={verifying} onPress={() => setLinkOpen(true)}>
          {t('review.linkAction')}
        </Button>
      </Card>
      <Card title={t('review.uploadTitle')}>
        <p className="mb-4">{t('review.uploadBody')}</p>
        <Link
          to={getApplicationPagePath(uuid, 'income/upload/MANUAL_PAYSTUB')}
          className={getButtonClasses('secondary')}
        >
          {t('review.uploadAction')}
        </Link>
      </Card>
      <p className="text-sm">{t('review.security')}</p>
      <BankLinkDialog
        uuid={uuid}
        isOpen={linkOpen}
        onOpenChange={setLinkOpen}
        onLinked={async () => {
          setLinkOpen(false);
          setVerifying(true);
          try {
            await continueJourney();
          } finally {
            setVerifying(false);
          }
        }}
      />
    </PageSection>
  );
}
