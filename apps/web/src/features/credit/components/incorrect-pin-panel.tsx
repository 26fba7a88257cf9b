import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { CreditBureauList } from './credit-bureau-list.tsx';
import { FreezePinForm } from './freeze-pin-form.tsx';
import { LiftedFreezeButton } from './lifted-freeze-button.tsx';

/** PRG-091: the bureau refused the PIN; try another, or lift the freeze at the bureau. */
export function IncorrectPinPanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  return (
    <PageSection title={t('incorrectPin.title')} intro={<p>{t('incorrectPin.intro')}</p>}>
      <Card title={t('frozen.pinTitle')}>
        <FreezePinForm uuid={uuid} />
      </Card>
      <p>{t('incorrectPin.forgotPin')}</p>
      <CreditBureauList />
      <LiftedFreezeButton uuid={uuid} variant="secondary" />
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
