import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourneyAction } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';

/**
 * APP-009, PRG-086: the lender is confirming employment with the employer (server step
 * EMPLOYMENT_VERIFICATION). Nothing to enter; the borrower can check again or call.
 */
export function Component() {
  const { t } = useTranslation('income');
  const uuid = useApplicationUuid();
  const { continueJourney, isContinuing } = useContinueJourneyAction(uuid);
  const { supportPhoneNumber, supportEmail } = useOrg().orgMetaData.companyInfo;
  return (
    <PageSection title={t('employer.title')} intro={t('employer.intro')}>
      <Card title={t('employer.whatHappens')}>
        <ol className="list-decimal space-y-2 pl-5">
          <li>{t('employer.step1')}</li>
          <li>{t('employer.step2')}</li>
          <li>{t('employer.step3')}</li>
        </ol>
      </Card>
      <p>{t('employer.help', { phone: supportPhoneNumber.number, email: supportEmail })}</p>
      <Button className="self-start" isPending={isContinuing} onPress={continueJourney}>
        {t('employer.check')}
      </Button>
    </PageSection>
  );
}
