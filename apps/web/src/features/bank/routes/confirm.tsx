import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourneyAction } from '../../../lib/continue-journey.ts';
import {
  getApplicationPagePath,
  type JourneyApplication,
  useApplicationUuid,
  useHelocApplication,
} from '../../../lib/heloc-application.ts';
import { getLastFour } from '../lib/account-mask.ts';

function describeAccount(account: JourneyApplication['disburseAccount']): string | null {
  const lastFour = getLastFour(account?.mask ?? account?.accountNumber);
  return lastFour || null;
}

/** APP-004: the accounts as the lender holds them, each by its last 4 (APP-026). */
export function Component() {
  const { t } = useTranslation('bank');
  const uuid = useApplicationUuid();
  const application = useHelocApplication(uuid);
  const { continueJourney, isContinuing } = useContinueJourneyAction(uuid);
  return (
    <PageSection title={t('confirm.title')} intro={t('confirm.intro')}>
      <QueryState query={application}>
        {(data) => {
          const disbursement = describeAccount(data.disburseAccount);
          const autopay = describeAccount(data.autopayAccount);
          return (
            <>
              <Card title={t('confirm.disbursement')}>
                <p>{disbursement ? t('account.endingIn', { lastFour: disbursement }) : t('confirm.none')}</p>
                <Link to={getApplicationPagePath(uuid, 'bank/disburse')} className="underline">
                  {t('confirm.change')}
                </Link>
              </Card>
              <Card title={t('confirm.payments')}>
                <p>
                  {data.payType === 'MANUAL'
                    ? t('confirm.manualPay')
                    : autopay
                      ? t('confirm.autopayFrom', { lastFour: autopay })
                      : t('confirm.none')}
                </p>
                <Link to={getApplicationPagePath(uuid, 'bank/autopay')} className="underline">
                  {t('confirm.change')}
                </Link>
              </Card>
              <Button className="self-start" isPending={isContinuing} onPress={continueJourney}>
                {t('confirm.continue')}
              </Button>
            </>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
